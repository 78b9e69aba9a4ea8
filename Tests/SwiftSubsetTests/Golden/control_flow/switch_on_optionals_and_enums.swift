// switch over optional enums: .some/.none patterns and the `?` shorthand.
enum Status: String { case active, paused }
let statuses: [Status?] = [.active, nil, .paused]
for status in statuses {
    switch status {
    case .active?: print("running")
    case .some(.paused): print("on hold")
    case nil: print("unknown")
    }
}
// expect: running
// expect: unknown
// expect: on hold
let pair: (Int?, String?) = (nil, "x")
switch pair {
case (nil, nil): print("both missing")
case let (number?, _): print("number \(number)")
case (nil, let text?): print("only text \(text)")  // expect: only text x
}
