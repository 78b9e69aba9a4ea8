// @ObservationIgnored properties are not tracked; computed properties track what they read.
import Observation
@Observable final class Profile {
    var first = "Ada"
    var last = "L"
    @ObservationIgnored var cache = 0
    var full: String { first + " " + last }
}
let p = Profile()
withObservationTracking {
    _ = p.cache
    _ = p.full
} onChange: {
    print("profile changed")
}
p.cache = 42
print("cache written")  // expect: cache written
p.last = "Lovelace"  // expect: profile changed
print(p.full)  // expect: Ada Lovelace
