// A struct's initializer stores a closure that captures `self`, which is mutable (inout) while it initializes.
struct Settings {
    var name: String
    var volume = 5
    init(name: String) {
        self.name = name
        let describe = { "\(self.name) at \(self.volume)" } // expect error col 24: escaping closure captures mutating 'self' parameter
        print(describe())
    }
}
_ = Settings(name: "Office")
