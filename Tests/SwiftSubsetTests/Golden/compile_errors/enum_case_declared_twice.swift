// An enum case listed twice: swiftc refuses the second, with the case's
// full name when its payload is labelled. Cases that differ only in their
// labels (`moved(to:)` and `moved(by:)`) or in their number of payload
// elements are distinct and stay allowed.
enum Move {
    case moved(to: Int), moved(by: Int)
    case jump(Int), jump(Int, Int)
    case stop, wait, stop // expect error col 22: invalid redeclaration of 'stop'
}
