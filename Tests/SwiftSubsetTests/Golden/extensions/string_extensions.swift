// Everyday String helpers added by extension, used on literals and variables.
extension String {
    var isPalindrome: Bool {
        let letters = lowercased().filter(\.isLetter)
        return letters == String(letters.reversed())
    }
    func truncated(to length: Int, trailing: String = "…") -> String {
        count > length ? prefix(length) + trailing : self
    }
    var wordCount: Int { split(whereSeparator: { $0 == " " || $0 == "\n" }).count }
    static func * (lhs: String, rhs: Int) -> String { String(repeating: lhs, count: rhs) }
}
print("A man, a plan, a canal: Panama".isPalindrome, "swift".isPalindrome)  // expect: true false
print("Hello, world".truncated(to: 5))  // expect: Hello…
print("short".truncated(to: 10, trailing: "..."))  // expect: short
print("one two  three\nfour".wordCount)  // expect: 4
print("ab" * 3)  // expect: ababab
