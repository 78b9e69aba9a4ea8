// A state machine: transitions keyed on (state, event) tuples, side effects logged, invalid events rejected
enum DoorState: CustomStringConvertible {
    case closed
    case open
    case locked(code: Int)
    case alarm(attempts: Int)

    var description: String {
        switch self {
        case .closed: return "closed"
        case .open: return "open"
        case .locked(let code): return "locked(\(String(repeating: "*", count: String(code).count)))"
        case .alarm(let n): return "ALARM after \(n)"
        }
    }
}

enum DoorEvent {
    case push, pull, lock(Int), unlock(Int), reset
}

struct Door {
    private(set) var state: DoorState = .closed
    private var failures = 0
    var onChange: ((DoorState, DoorState) -> Void)?

    mutating func send(_ event: DoorEvent) -> Bool {
        let old = state
        let next: DoorState?
        switch (state, event) {
        case (.closed, .pull): next = .open
        case (.open, .push): next = .closed
        case (.closed, .lock(let code)) where code > 0: next = .locked(code: code)
        case (.locked(let code), .unlock(let attempt)):
            if attempt == code {
                failures = 0
                next = .closed
            } else {
                failures += 1
                next = failures >= 3 ? .alarm(attempts: failures) : nil
            }
        case (.alarm, .reset):
            failures = 0
            next = .closed
        default:
            next = nil
        }
        guard let newState = next else { return false }
        state = newState
        onChange?(old, newState)
        return true
    }
}

var transitions = 0
var door = Door()
door.onChange = { old, new in
    transitions += 1
    print("  \(old) -> \(new)")
}
let events: [DoorEvent] = [.push, .pull, .lock(42), .push, .lock(1234), .pull, .unlock(1), .unlock(12), .unlock(1234),
                           .lock(7), .unlock(1), .unlock(2), .unlock(3), .pull, .reset, .pull]
for (i, event) in events.enumerated() {
    let accepted = door.send(event)
    if !accepted { print("#\(i) rejected \(event) in \(door.state)") }
}
print("transitions:", transitions, "final:", door.state)
if case .open = door.state { print("door is open") }

// expect: #0 rejected push in closed
// expect:   closed -> open
// expect: #2 rejected lock(42) in open
// expect:   open -> closed
// expect:   closed -> locked(****)
// expect: #5 rejected pull in locked(****)
// expect: #6 rejected unlock(1) in locked(****)
// expect: #7 rejected unlock(12) in locked(****)
// expect:   locked(****) -> closed
// expect:   closed -> locked(*)
// expect: #10 rejected unlock(1) in locked(*)
// expect: #11 rejected unlock(2) in locked(*)
// expect:   locked(*) -> ALARM after 3
// expect: #13 rejected pull in ALARM after 3
// expect:   ALARM after 3 -> closed
// expect:   closed -> open
// expect: transitions: 8 final: open
// expect: door is open
