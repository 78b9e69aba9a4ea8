// `return nil` needs an optional result type.
func index(of name: String, in names: [String]) -> Int {
    for (i, n) in names.enumerated() where n == name { return i }
    return nil // expect error col 12: 'nil' is incompatible with return type 'Int'
}
print(index(of: "b", in: ["a", "b"]))
