// String processing model: word frequencies, capitalisation and character filtering.
let text = "the quick brown fox jumps over the lazy dog the end"
var frequencies: [String: Int] = [:]
for word in text.split(separator: " ") { frequencies[String(word), default: 0] += 1 }
let top = frequencies.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(3)
print(top.map { "\($0.key):\($0.value)" })
let title = text.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
print(title)
let vowels = text.filter { "aeiou".contains($0) }.count
print(vowels, Set(text.filter(\.isLetter)).count)
let initials = text.split(separator: " ").compactMap(\.first).map(String.init).joined()
print(initials)
// expect: ["the:3", "brown:1", "dog:1"]
// expect: The Quick Brown Fox Jumps Over The Lazy Dog The End
// expect: 13 26
// expect: tqbfjotldte
