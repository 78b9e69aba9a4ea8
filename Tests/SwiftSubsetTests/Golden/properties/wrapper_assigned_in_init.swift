// A wrapped property without a default is initialised by its first assignment in init: W(wrappedValue:), then setters
@propertyWrapper
struct Clamped {
    private var value: Int
    init(wrappedValue: Int) {
        value = min(wrappedValue, 10)
        print("Clamped.init(\(wrappedValue))")
    }
    var wrappedValue: Int {
        get { value }
        set { value = min(newValue, 10); print("Clamped.set(\(newValue))") }
    }
}

struct Volume {
    @Clamped var level: Int
    init(level: Int) {
        self.level = level
        self.level += 1
    }
}

final class Speaker {
    @Clamped var gain: Int
    let name: String
    init(name: String, gain: Int) {
        self.name = name
        self.gain = gain * 2
    }
}

let v = Volume(level: 20)
// expect: Clamped.init(20)
// expect: Clamped.set(11)
print(v.level)  // expect: 10
let s = Speaker(name: "left", gain: 3)  // expect: Clamped.init(6)
print(s.name, s.gain)  // expect: left 6
s.gain = 40  // expect: Clamped.set(40)
print(s.gain)  // expect: 10
