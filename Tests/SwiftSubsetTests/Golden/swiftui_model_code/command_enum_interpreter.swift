// A command enum with labelled payloads, an indirect case and arrays of itself, run through an inout robot and compared with synthesized Equatable.
enum Command: Equatable {
    case move(dx: Int, dy: Int)
    case say(String)
    case repeatTimes(Int, [Command])
    indirect case wrapped(Command)
}
struct Robot { var x = 0, y = 0; var log: [String] = [] }
func run(_ c: Command, on r: inout Robot) {
    switch c {
    case let .move(dx, dy): r.x += dx; r.y += dy
    case .say(let text): r.log.append(text)
    case .repeatTimes(let n, let body): for _ in 0..<n { body.forEach { run($0, on: &r) } }
    case .wrapped(let inner): run(inner, on: &r)
    }
}
var robot = Robot()
let program: [Command] = [.say("hi"), .repeatTimes(3, [.move(dx: 1, dy: 0), .move(dx: 0, dy: 2)]), .wrapped(.say("bye"))]
program.forEach { run($0, on: &robot) }
print(robot.x, robot.y, robot.log)
print(Command.move(dx: 1, dy: 2) == .move(dx: 1, dy: 2), program.contains(.say("hi")))
print(program[1])
// expect: 3 6 ["hi", "bye"]
// expect: true true
// expect: repeatTimes(3, [main.Command.move(dx: 1, dy: 0), main.Command.move(dx: 0, dy: 2)])
