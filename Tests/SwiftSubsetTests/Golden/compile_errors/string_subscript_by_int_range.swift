// An integer range does not slice a String either: the String.Index range is what it takes.
let code = "SW-2024"
print(code[0..<2]) // expect error col 7: 'subscript(_:)' is unavailable: cannot subscript String with an integer range, use a String.Index range instead.
