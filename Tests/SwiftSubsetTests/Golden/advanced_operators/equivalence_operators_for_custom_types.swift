// Custom == and ~= let a type take part in comparisons and switch patterns.
struct Celsius { var degrees: Double }
func ~= (range: ClosedRange<Double>, value: Celsius) -> Bool { range.contains(value.degrees) }
func describe(_ t: Celsius) -> String {
    switch t {
    case -100.0...0.0: return "freezing"
    case 0.0...25.0: return "pleasant"
    default: return "hot"
    }
}
print([Celsius(degrees: -5), Celsius(degrees: 18), Celsius(degrees: 31)].map(describe))  // expect: ["freezing", "pleasant", "hot"]
struct CaseInsensitive: Equatable {
    let text: String
    static func == (a: CaseInsensitive, b: CaseInsensitive) -> Bool { a.text.lowercased() == b.text.lowercased() }
}
print(CaseInsensitive(text: "Swift") == CaseInsensitive(text: "SWIFT"))  // expect: true
print([CaseInsensitive(text: "a"), CaseInsensitive(text: "B")].contains(CaseInsensitive(text: "b")))  // expect: true
