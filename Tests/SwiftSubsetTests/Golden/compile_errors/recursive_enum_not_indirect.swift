// An enum with a case that holds the enum itself needs `indirect` (an array of it does not).
enum Command { // expect error col 6: recursive enum 'Command' is not marked 'indirect'
    case move(dx: Int, dy: Int)
    case sequence([Command])
    case repeatTimes(Int, Command)
}
print(Command.move(dx: 1, dy: 0))
