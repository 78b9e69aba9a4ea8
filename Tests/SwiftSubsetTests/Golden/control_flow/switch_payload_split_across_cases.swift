// A switch over an enum without default is exhaustive when one case's payload is split over several patterns that leave no value out: `let x?` and `nil`, `true` and `false`, each case of a nested enum.
enum Light { case red, amber, green }

enum Event {
    case delivered(signedBy: String?)
    case checked(passed: Bool, score: Int)
    case signal(Light)
    case retry(Int?)
}

func describe(_ event: Event) -> String {
    switch event {
    case .delivered(let who?): return "signed by \(who)"
    case .delivered(nil): return "left at the door"
    case .checked(true, let score): return "passed with \(score)"
    case .checked(false, _): return "failed"
    case .signal(.red), .signal(.amber): return "stop"
    case .signal(.green): return "go"
    case let .retry(.some(n)): return "retry \(n)"
    case .retry(.none): return "no retry"
    }
}

let events: [Event] = [.delivered(signedBy: "Ann"), .delivered(signedBy: nil), .checked(passed: true, score: 9),
                       .checked(passed: false, score: 2), .signal(.amber), .signal(.green), .retry(3), .retry(nil)]
for event in events {
    print(describe(event))
}

// expect: signed by Ann
// expect: left at the door
// expect: passed with 9
// expect: failed
// expect: stop
// expect: go
// expect: retry 3
// expect: no retry
