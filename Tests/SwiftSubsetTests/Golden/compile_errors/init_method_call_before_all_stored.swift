// A struct's initializer calls one of its methods before every stored property has a value.
struct Timer {
    var seconds: Int
    var label: String
    init(seconds: Int) {
        self.seconds = seconds
        reset() // expect error col 9: 'self' used before all stored properties are initialized
        label = "timer"
    }
    mutating func reset() { seconds = 0 }
}
print(Timer(seconds: 3).seconds)
