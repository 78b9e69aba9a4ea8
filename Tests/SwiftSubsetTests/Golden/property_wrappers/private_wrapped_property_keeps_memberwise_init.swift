// A `private` property with a property wrapper, as SwiftUI views write
// `@State private var count = 0`, leaves the memberwise initializer usable
// from outside the struct (a plain `private var` would make it private).
@propertyWrapper struct Counted {
    private var value: Int
    var wrappedValue: Int { get { value } set { value = newValue } }
    init(wrappedValue: Int) { value = wrappedValue }
}
struct Screen {
    @Counted private var taps = 0
    let title: String
    mutating func tap() -> Int { taps += 1; return taps }
}
var screen = Screen(title: "Home")
print(screen.title, screen.tap(), screen.tap())
// expect: Home 1 2
