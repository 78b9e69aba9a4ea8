// willSet sees newValue, didSet sees oldValue; observers do not run for the initial value.
final class StepCounter {
    var total: Int = 0 {
        willSet(next) { print("about to set total to \(next)") }
        didSet {
            if total > oldValue { print("added \(total - oldValue) steps") }
        }
    }
}
let counter = StepCounter()
counter.total = 200
// expect: about to set total to 200
// expect: added 200 steps
counter.total = 150
// expect: about to set total to 150
struct Slider {
    var value: Double = 0.5 { didSet { value = min(max(value, 0), 1) } }
}
var s = Slider()
s.value = 1.7
print(s.value)  // expect: 1.0
s.value -= 2
print(s.value)  // expect: 0.0
