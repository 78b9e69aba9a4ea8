// Implicit member expressions take the contextual type: defaults, wrappers, literals, patterns.
final class Store { static let shared = Store(); var n = 1 }
struct Model { var store: Store = .shared; var count: Int }
func pick(_ s: Store = .shared) -> Int { s.n }
@propertyWrapper struct Wrap<V> { var wrappedValue: V }
struct VM { var value: Int }
struct Screen {
    @Wrap var vm: VM
    init(v: Int) { _vm = .init(wrappedValue: .init(value: v)) }
}
print(Model(count: 2).store.n, pick(), Screen(v: 5).vm.value)  // expect: 1 1 5
enum Level: Int, Comparable {
    case low = 1, high = 3
    static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
}
print([Level.high, .low].sorted(), [.low, Level.high].max()!)  // expect: [main.Level.low, main.Level.high] high
let nested: Int?? = .some(nil)
print(nested as Any)  // expect: Optional(nil)
let states: [Level?] = [.high, nil]
for s in states {
    switch s {
    case .some(.high): print("high")  // expect: high
    case .some(.low): print("low")
    case .none: print("none")  // expect: none
    }
}
let models: [VM] = [.init(value: 1), .init(value: 2)]
print(models.map(\.value))  // expect: [1, 2]
