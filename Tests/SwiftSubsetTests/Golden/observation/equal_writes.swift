// An @Observable setter tells observers only of a change (Swift 6.2+): an
// Equatable value compared with ==, a class that is not Equatable by
// identity, anything else always; a mutation in place (+=, append) always.
import Observation
struct Point { var x = 0 }
final class Tag { var name = "a" }
@Observable final class Model {
    var count = 0
    var label: String? = nil
    var point = Point()
    var tag = Tag()
}
let m = Model()
func watch(_ what: String, _ read: @escaping () -> Void) {
    withObservationTracking { read() } onChange: { print("changed:", what) }
}
watch("count") { _ = m.count }
m.count = 0
print("0 over 0")  // expect: 0 over 0
m.count = 2  // expect: changed: count
watch("count again") { _ = m.count }
m.count += 0  // expect: changed: count again
watch("label") { _ = m.label }
m.label = nil
print("nil over nil")  // expect: nil over nil
m.label = "x"  // expect: changed: label
watch("tag") { _ = m.tag }
m.tag = m.tag
print("same tag")  // expect: same tag
m.tag = Tag()  // expect: changed: tag
watch("point") { _ = m.point }
m.point = Point()  // expect: changed: point
