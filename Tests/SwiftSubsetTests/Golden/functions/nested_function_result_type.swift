// A nested function's call has the result type the function declares: `Int(text)` of its String is an optional to bind, its Int result does arithmetic, its Double takes part in Double arithmetic.
func parseAll(_ words: [String]) -> [Int] {
    var index = 0
    func next() -> String {
        defer { index += 1 }
        return words[index]
    }
    func half(_ n: Int) -> Double {
        Double(n) / 2
    }
    var numbers: [Int] = []
    while index < words.count {
        let text = next()
        guard let n = Int(text) else {
            print("skip \(text)")
            continue
        }
        numbers.append(n)
        print(n, half(n) + 1)
    }
    return numbers
}
print(parseAll(["4", "x", "7"]))

func summary(_ values: [Int]) -> String {
    func total() -> Int { values.reduce(0, +) }
    func label(_ n: Int) -> String { n > 10 ? "big" : "small" }
    let t = total()
    return label(t) + " " + String(t * 2)
}
print(summary([3, 4]), summary([9, 9]))

// expect: 4 3.0
// expect: skip x
// expect: 7 4.5
// expect: [4, 7]
// expect: small 14 big 36
