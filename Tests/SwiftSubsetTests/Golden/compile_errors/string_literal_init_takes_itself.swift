// The same for string literals: `init(stringLiteral:)` takes a String.
struct Tag: ExpressibleByStringLiteral { // expect error col 8: type 'Tag' does not conform to protocol 'ExpressibleByStringLiteral'
    let text: String
    init(stringLiteral tag: Tag) { self.text = tag.text }
}
print("unreached")
