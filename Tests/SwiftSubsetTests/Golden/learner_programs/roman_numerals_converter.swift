// Roman numerals both ways: a failable initializer that parses and validates, a computed property that writes them, and a round trip over a range.
struct Roman: CustomStringConvertible {
    let value: Int

    private static let table: [(Int, String)] = [
        (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
        (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
    ]
    private static let digits: [Character: Int] = ["I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000]

    init?(_ value: Int) {
        guard (1...3999).contains(value) else { return nil }
        self.value = value
    }

    init?(text: String) {
        var total = 0
        var previous = 0
        for ch in text.uppercased().reversed() {
            guard let digit = Roman.digits[ch] else { return nil }
            if digit < previous {
                total -= digit
            } else {
                total += digit
                previous = digit
            }
        }
        guard let parsed = Roman(total), parsed.description == text.uppercased() else { return nil }
        self = parsed
    }

    var description: String {
        var rest = value
        var result = ""
        for (amount, symbol) in Roman.table {
            while rest >= amount {
                result += symbol
                rest -= amount
            }
        }
        return result
    }
}

for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999] {
    print(n, Roman(n)!)
}
print(Roman(0) == nil, Roman(4000) == nil)
for text in ["XIV", "mmxxiv", "IIII", "IC", "ABC", "MCMXCIV", ""] {
    if let r = Roman(text: text) {
        print("\(text) = \(r.value)")
    } else {
        print("\(text) is not valid")
    }
}
let roundTrips = (1...300).allSatisfy { Roman(text: Roman($0)!.description)?.value == $0 }
print("round trips: \(roundTrips)")
let longest = (1...100).compactMap(Roman.init).max { $0.description.count < $1.description.count }!
print(longest.value, longest)

// expect: 1 I
// expect: 4 IV
// expect: 9 IX
// expect: 14 XIV
// expect: 40 XL
// expect: 90 XC
// expect: 400 CD
// expect: 1994 MCMXCIV
// expect: 2024 MMXXIV
// expect: 3999 MMMCMXCIX
// expect: true true
// expect: XIV = 14
// expect: mmxxiv = 2024
// expect: IIII is not valid
// expect: IC is not valid
// expect: ABC is not valid
// expect: MCMXCIV = 1994
// expect:  is not valid
// expect: round trips: true
// expect: 88 LXXXVIII
