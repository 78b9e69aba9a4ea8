// A word-frequency counter: normalising words with Character properties, counting in a dictionary, and ranking by count then alphabetically.
let text = """
The quick brown fox jumps over the lazy dog. The dog sleeps;
the fox doesn't! Quick, quick: the end.
"""

func words(in text: String) -> [String] {
    var result: [String] = []
    var current = ""
    for ch in text.lowercased() {
        if ch.isLetter || ch == "'" {
            current.append(ch)
        } else if !current.isEmpty {
            result.append(current)
            current = ""
        }
    }
    if !current.isEmpty { result.append(current) }
    return result
}

let all = words(in: text)
print(all.count, all.prefix(4))
// expect: 19 ["the", "quick", "brown", "fox"]

var counts: [String: Int] = [:]
for w in all { counts[w, default: 0] += 1 }
let ranked = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
for (word, n) in ranked.prefix(4) {
    print(word, String(repeating: "*", count: n), n)
}
// expect: the ***** 5
// expect: quick *** 3
// expect: dog ** 2
// expect: fox ** 2
let singles = ranked.filter { $0.value == 1 }.map(\.key)
print(singles)
// expect: ["brown", "doesn\'t", "end", "jumps", "lazy", "over", "sleeps"]
let longest = all.max { $0.count < $1.count }!
print(longest, longest.count, Set(all).count, counts["cat"] ?? 0)
// expect: doesn't 7 11 0
let byLetter = Dictionary(grouping: Set(all), by: { $0.first! })
print(byLetter.keys.sorted().map { "\($0):\(byLetter[$0]!.count)" }.joined(separator: " "))
// expect: b:1 d:2 e:1 f:1 j:1 l:1 o:1 q:1 s:1 t:1
