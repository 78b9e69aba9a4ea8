// Generics: constrained functions, conditional conformance, generic types with where clauses, Equatable generics
protocol Describable {
    var summary: String { get }
}

extension Int: Describable { var summary: String { "int \(self)" } }
extension String: Describable { var summary: String { "text \"\(self)\"" } }

extension Array: Describable where Element: Describable {
    var summary: String { "[" + map(\.summary).joined(separator: "; ") + "]" }
}

extension Optional: Describable where Wrapped: Describable {
    var summary: String { self.map { "some \($0.summary)" } ?? "none" }
}

struct Pair<First, Second> {
    var first: First
    var second: Second
    func swapped() -> Pair<Second, First> { Pair<Second, First>(first: second, second: first) }
}

extension Pair: Equatable where First: Equatable, Second: Equatable {}
extension Pair: Describable where First: Describable, Second: Describable {
    var summary: String { "(\(first.summary), \(second.summary))" }
}

func describeAll<T: Describable>(_ items: [T]) -> [String] { items.map(\.summary) }

func largest<T: Comparable>(_ items: [T]) -> T? {
    guard var best = items.first else { return nil }
    for item in items.dropFirst() where item > best { best = item }
    return best
}

func countMatches<S: Sequence>(_ seq: S, where predicate: (S.Element) -> Bool) -> Int {
    var n = 0
    for e in seq where predicate(e) { n += 1 }
    return n
}

func merge<K: Hashable, V>(_ a: [K: V], _ b: [K: V], combine: (V, V) -> V) -> [K: V] {
    var out = a
    for (k, v) in b { out[k] = out[k].map { combine($0, v) } ?? v }
    return out
}

struct Stack<Element>: CustomStringConvertible {
    private var items: [Element] = []
    mutating func push(_ e: Element) { items.append(e) }
    var description: String { "Stack\(items)" }
}

extension Stack where Element: Numeric {
    var total: Element { items.reduce(0, +) }
}

print(5.summary, "hi".summary, [1, 2].summary, [["a"], ["b", "c"]].summary)
let maybe: Int? = 7
let nothing: String? = nil
print(maybe.summary, nothing.summary)
let p = Pair(first: 1, second: "one")
print(p.summary, p.swapped().summary, p == Pair(first: 1, second: "one"), p.swapped() == Pair(first: "one", second: 2))
print(describeAll([3, 4]), describeAll([[1], []]))
print(largest([3, 9, 2]) ?? 0, largest(["pear", "apple"]) ?? "", largest([Double]()) as Any)
print(countMatches(1...20) { $0 % 3 == 0 }, countMatches("Mississippi") { $0 == "s" })
let merged = merge(["a": 1, "b": 2], ["b": 10, "c": 3], combine: +)
print(merged.keys.sorted().map { "\($0)=\(merged[$0]!)" })
var s = Stack<Double>()
s.push(1.5); s.push(2.25)
print(s, s.total)
var names = Stack<String>()
names.push("x")
print(names)

// expect: int 5 text "hi" [int 1; int 2] [[text "a"]; [text "b"; text "c"]]
// expect: some int 7 none
// expect: (int 1, text "one") (text "one", int 1) true false
// expect: ["int 3", "int 4"] ["[int 1]", "[]"]
// expect: 9 pear nil
// expect: 6 4
// expect: ["a=1", "b=12", "c=3"]
// expect: Stack[1.5, 2.25] 3.75
// expect: Stack["x"]
