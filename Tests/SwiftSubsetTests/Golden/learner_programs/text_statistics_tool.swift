// A text statistics tool: words split from a paragraph, letters filtered from Characters, frequencies with reduce(into:), and rankings with sorted(by:).
let text = """
The quick brown fox jumps over the lazy dog. The dog sleeps;
the fox runs away! Quick, quick: where did the fox go?
"""

let lines = text.split(separator: "\n")
print("lines: \(lines.count)")

let words = text
    .lowercased()
    .split(whereSeparator: { !$0.isLetter })
    .map(String.init)
print("words: \(words.count)")

let letters = text.filter { $0.isLetter }
print("letters: \(letters.count)")
let vowels = letters.lowercased().filter { "aeiou".contains($0) }
print("vowels: \(vowels.count)")

let sentences = text.split(whereSeparator: { ".!?".contains($0) })
    .map { $0.trimmingSpaces() }
    .filter { !$0.isEmpty }
print("sentences: \(sentences.count)")
print(sentences.last ?? "")

extension Substring {
    func trimmingSpaces() -> String {
        var s = self
        while s.first == " " || s.first == "\n" { s.removeFirst() }
        while s.last == " " || s.last == "\n" { s.removeLast() }
        return String(s)
    }
}

let frequency = words.reduce(into: [String: Int]()) { counts, word in
    counts[word, default: 0] += 1
}
let ranked = frequency.sorted { a, b in
    a.value != b.value ? a.value > b.value : a.key < b.key
}
for (word, count) in ranked.prefix(4) {
    print("\(word): \(count)")
}

let longest = words.max { $0.count < $1.count || ($0.count == $1.count && $0 > $1) }!
print("longest: \(longest)")
let average = Double(letters.count) / Double(words.count)
print("average length: \(Int(average * 100)) / 100")

let firstLetters = Set(words.compactMap { $0.first })
print(String(firstLetters.sorted()))

let capitalized = words.prefix(5).map { $0.prefix(1).uppercased() + $0.dropFirst() }
print(capitalized.joined(separator: " "))

let letterCounts = letters.lowercased().reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
let common = letterCounts.filter { $0.value >= 6 }.keys.sorted()
print(common)

let palindromes = ["level", "swift", "noon", "racecar", "dog"].filter { $0 == String($0.reversed()) }
print(palindromes)

// expect: lines: 2
// expect: words: 23
// expect: letters: 87
// expect: vowels: 30
// expect: sentences: 3
// expect: Quick, quick: where did the fox go
// expect: the: 5
// expect: fox: 3
// expect: quick: 3
// expect: dog: 2
// expect: longest: sleeps
// expect: average length: 378 / 100
// expect: abdfgjloqrstw
// expect: The Quick Brown Fox Jumps
// expect: ["e", "h", "o"]
// expect: ["level", "noon", "racecar"]
