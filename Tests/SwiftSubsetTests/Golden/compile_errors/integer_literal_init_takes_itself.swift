// `init(integerLiteral:)` must take a standard literal type (Int,
// Double, …): a type of one's own cannot be the literal's type.
struct Meters: ExpressibleByIntegerLiteral { // expect error col 8: type 'Meters' does not conform to protocol 'ExpressibleByIntegerLiteral'
    let value: Int
    init(integerLiteral meters: Meters) { self.value = meters.value }
}
print("unreached")
