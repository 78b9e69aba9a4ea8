// Observation tracks per instance: writing another instance's property does not fire.
import Observation
@Observable final class Counter { var value = 0 }
let a = Counter()
let b = Counter()
withObservationTracking {
    _ = a.value
} onChange: {
    print("a changed")
}
b.value = 1
print("b written")  // expect: b written
a.value = 1  // expect: a changed
print("end")  // expect: end
