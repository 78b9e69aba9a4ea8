// A projectedValue can hand out a get/set handle (like SwiftUI's Binding) to shared storage.
final class Ref<T> { var value: T; init(_ v: T) { value = v } }
struct Handle<T> {
    let get: () -> T
    let set: (T) -> Void
}
@propertyWrapper
struct Shared<T> {
    private let ref: Ref<T>
    init(wrappedValue: T) { ref = Ref(wrappedValue) }
    var wrappedValue: T {
        get { ref.value }
        nonmutating set { ref.value = newValue }
    }
    var projectedValue: Handle<T> {
        Handle(get: { ref.value }, set: { ref.value = $0 })
    }
}
struct Parent {
    @Shared var count = 0
}
let p = Parent()
let handle = p.$count
handle.set(5)
print(p.count)  // expect: 5
p.count = 9
print(handle.get())  // expect: 9
