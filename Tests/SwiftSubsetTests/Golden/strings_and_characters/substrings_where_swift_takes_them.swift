// Substrings where Swift takes them: a literal typed Substring, String + Substring, += and append(contentsOf:), StringProtocol generics, Int(_:) of a piece
let name = "ada lovelace"
let parts = name.split(separator: " ")
let first = name.prefix(1).uppercased() + name.dropFirst()
print(first)
print(String(name.prefix(3)), Int("42,7".split(separator: ",")[0])!, parts.map(String.init))
let literal: Substring = "abc"
print(literal, parts[0] == "ada", parts.joined(separator: "-"), parts.map { $0.count })
var built = String()
built += parts[1]
built.append(contentsOf: parts[0])
print(built, name.contains(parts[1]), "\(parts[0])!", Set(parts).count)
let caps: [String] = parts.map { $0.uppercased() }
print(caps)
func describe<S: StringProtocol>(_ s: S) -> String { "<\(s)>" }
print(describe(parts[0]), describe(name))
let counts = Dictionary(parts.map { (String($0), $0.count) }, uniquingKeysWith: +)
print(counts.sorted { $0.key < $1.key })
let trimmed = name.drop { $0 == "a" }
print(trimmed, name.suffix(4), name.firstIndex(of: " ").map { name[..<$0] } ?? "")
let sub = name[name.startIndex..<name.index(name.startIndex, offsetBy: 3)]
let back: String = String(sub)
print(back, sub.uppercased(), sub.hasPrefix("a"), sub < "b")
var list: [Substring] = []
list.append(parts[1])
print(list, list.first.map(String.init) ?? "")
// expect: Ada lovelace
// expect: ada 42 ["ada", "lovelace"]
// expect: abc true ada-lovelace [3, 8]
// expect: lovelaceada true ada! 2
// expect: ["ADA", "LOVELACE"]
// expect: <ada> <ada lovelace>
// expect: [(key: "ada", value: 3), (key: "lovelace", value: 8)]
// expect: da lovelace lace ada
// expect: ada ADA true true
// expect: ["lovelace"] lovelace
