// Read-only computed properties are recomputed on every access.
var calls = 0
struct Clock {
    var ticks: Int
    var seconds: Int { calls += 1; return ticks / 60 }
}
let c = Clock(ticks: 150)
print(c.seconds, c.seconds)  // expect: 2 2
print(calls)  // expect: 2
