// A method only a protocol's extension declares is chosen by the generic parameter's constraint, in <T: P> and in a where clause alike.
protocol Chime {
    func tone() -> String
}
extension Chime {
    func ring() -> String { "ding (\(tone()))" }
}
struct Bell: Chime {
    func tone() -> String { "C" }
    func ring() -> String { "BONG" }
}
func ringOnce<T: Chime>(_ c: T) -> String { c.ring() }
func ringTwice<T>(_ c: T) -> String where T: Chime { c.ring() + " " + c.ring() }
func nested<T: Chime>(_ c: T) -> String {
    let twice = { c.ring() }
    return twice()
}
let bell = Bell()
print(bell.ring())  // expect: BONG
print(ringOnce(bell))  // expect: ding (C)
print(ringTwice(bell))  // expect: ding (C) ding (C)
print(nested(bell))  // expect: ding (C)
