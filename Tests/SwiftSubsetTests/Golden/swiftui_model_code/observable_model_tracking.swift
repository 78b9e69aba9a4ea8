// An @Observable view model: tracking reports the first change to a property a view body read.
import Observation
@Observable
final class CounterModel {
    var count = 0
    var step = 1
    @ObservationIgnored var taps = 0
    var label: String { "Count: \(count)" }
    func increment() {
        taps += 1
        count += step
    }
}
let model = CounterModel()
func renderBody() {
    withObservationTracking {
        print("body:", model.label)
    } onChange: {
        print("body invalidated")
    }
}
renderBody()  // expect: body: Count: 0
model.taps = 99
model.step = 5
print("no invalidation yet")  // expect: no invalidation yet
model.increment()  // expect: body invalidated
renderBody()  // expect: body: Count: 5
model.increment()  // expect: body invalidated
print(model.count, model.taps)  // expect: 10 101
