// Word frequencies: lowercasing, splitting on non-letters, counting in a dictionary, ranking with ties
let text = """
The quick brown fox jumps over the lazy dog. The dog sleeps;
the fox runs! Quick, quick: the end.
"""

var counts: [String: Int] = [:]
var current = ""
for ch in text.lowercased() {
    if ch.isLetter || ch == "'" {
        current.append(ch)
    } else if !current.isEmpty {
        counts[current, default: 0] += 1
        current = ""
    }
}
if !current.isEmpty { counts[current, default: 0] += 1 }

let ranked = counts.sorted { a, b in
    a.value != b.value ? a.value > b.value : a.key < b.key
}
for (word, n) in ranked.prefix(5) {
    print(word.padding(toLength: 6, withPad: ".", startingAt: 0), String(repeating: "#", count: n), n)
}
print("distinct:", counts.count, "total:", counts.values.reduce(0, +))

let words = text.split(whereSeparator: { !$0.isLetter }).map { $0.lowercased() }
print(words.count, words.first ?? "", words.last ?? "")
let longest = words.max { $0.count < $1.count } ?? ""
print("longest:", longest, longest.count)
let byLength = Dictionary(grouping: Set(words), by: \.count)
for length in byLength.keys.sorted() {
    print(length, byLength[length]!.sorted())
}
let capitalized = words.prefix(4).map { $0.prefix(1).uppercased() + $0.dropFirst() }
print(capitalized.joined(separator: " "))
let sentences = text.split(whereSeparator: { ".!;:".contains($0) })
    .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    .filter { !$0.isEmpty }
print(sentences.count, sentences.last!)
import Foundation

// expect: the... ##### 5
// expect: quick. ### 3
// expect: dog... ## 2
// expect: fox... ## 2
// expect: brown. # 1
// expect: distinct: 11 total: 19
// expect: 19 the end
// expect: longest: sleeps 6
// expect: 3 ["dog", "end", "fox", "the"]
// expect: 4 ["lazy", "over", "runs"]
// expect: 5 ["brown", "jumps", "quick"]
// expect: 6 ["sleeps"]
// expect: The Quick Brown Fox
// expect: 5 the end
