// async let starts child tasks at once: the shorter one finishes first, total time is the longest.
func fetch(_ name: String, milliseconds: UInt64) async -> String {
    try? await Task.sleep(nanoseconds: milliseconds * 1_000_000)
    print("\(name) arrived")
    return name.uppercased()
}
let clock = ContinuousClock()
let start = clock.now
async let profile = fetch("profile", milliseconds: 300)
async let feed = fetch("feed", milliseconds: 100)
let both = await [profile, feed]
// expect: feed arrived
// expect: profile arrived
print(both)  // expect: ["PROFILE", "FEED"]
let elapsed = clock.now - start
print(elapsed < .milliseconds(380))  // expect: true
