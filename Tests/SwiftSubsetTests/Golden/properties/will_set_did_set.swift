// willSet sees newValue before the write; didSet sees oldValue after it.
struct Thermostat {
    var target = 20 {
        willSet { print("will set", target, "->", newValue) }
        didSet { print("did set", oldValue, "->", target) }
    }
}
var t = Thermostat()
t.target = 25
// expect: will set 20 -> 25
// expect: did set 20 -> 25
t.target += 1
// expect: will set 25 -> 26
// expect: did set 25 -> 26
t.target = 26
// expect: will set 26 -> 26
// expect: did set 26 -> 26
