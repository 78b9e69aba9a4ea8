// In a class, a closure that is kept (here in a property) names `self` when it uses a member.
final class Stopwatch {
    var laps = 0
    var onLap: (() -> Void)?
    func arm() {
        onLap = {
            laps += 1 // expect error col 13: reference to property 'laps' in closure requires explicit use of 'self' to make capture semantics explicit
        }
    }
}
let watch = Stopwatch()
watch.arm()
watch.onLap?()
print(watch.laps)
