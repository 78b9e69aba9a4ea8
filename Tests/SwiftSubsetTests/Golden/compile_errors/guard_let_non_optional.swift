// `guard let` on a value that is not optional.
func describe(_ name: String) {
    guard let n = name else { return } // expect error col 11: initializer for conditional binding must have Optional type, not 'String'
    print(n)
}
describe("x")
