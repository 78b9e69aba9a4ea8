// withObservationTracking: onChange fires once, for a property the closure read,
// before the new value is stored.
import Observation
@Observable final class Model {
    var count = 0
    var name = "a"
}
let m = Model()
withObservationTracking {
    print("read count", m.count)  // expect: read count 0
} onChange: {
    print("onChange, count still", m.count)
}
m.name = "b"
print("name written")  // expect: name written
m.count = 5  // expect: onChange, count still 0
m.count = 6
print("count now", m.count)  // expect: count now 6
