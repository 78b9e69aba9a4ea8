// With no written type, a value like `.ready` cannot name its own type
enum Phase { case ready, running(step: Int), done }

struct Job {
    var phase = .ready // expect error col 18: reference to member 'ready' cannot be resolved without a contextual type
}

var next = .running(step: 1) // expect error col 13: reference to member 'running' cannot be resolved without a contextual type
func current() -> Phase {
    let p = .done // expect error col 14: reference to member 'done' cannot be resolved without a contextual type
    return p
}
print(Job().phase, next, current())
