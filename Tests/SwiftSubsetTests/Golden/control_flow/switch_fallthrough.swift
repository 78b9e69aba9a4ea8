// fallthrough continues into the next case body without checking its pattern.
func describe(_ n: Int) {
    switch n {
    case 1:
        print("one")
        fallthrough
    case 2:
        print("one or two")
    case 3:
        print("three")
    default:
        print("other")
    }
}
describe(1)
// expect: one
// expect: one or two
describe(2)  // expect: one or two
describe(9)  // expect: other
