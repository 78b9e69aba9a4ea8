// A program's own types take array and dictionary literals through ExpressibleByArrayLiteral and ExpressibleByDictionaryLiteral, generic ones typed by their context.
struct Stack<Element>: ExpressibleByArrayLiteral {
    var items: [Element]
    init(arrayLiteral elements: Element...) { items = elements }
}

struct Inventory: ExpressibleByDictionaryLiteral {
    var counts: [(String, Int)]
    init(dictionaryLiteral elements: (String, Int)...) { counts = elements }
    var total: Int { counts.reduce(0) { $0 + $1.1 } }
}

let words: Stack<String> = ["a", "b", "c"]
print(words.items, words.items.count)
// expect: ["a", "b", "c"] 3
let empty: Stack<Int> = []
print(empty.items.isEmpty)
// expect: true
func describe(_ s: Stack<Double>) -> String { s.items.map { "\($0)" }.joined(separator: "|") }
print(describe([1, 2.5]))
// expect: 1.0|2.5
let shelf: Inventory = ["pens": 3, "pads": 5]
print(shelf.counts.map(\.0), shelf.total)
// expect: ["pens", "pads"] 8
var maybe: Inventory? = ["ink": 1]
print(maybe?.total as Any)
// expect: Optional(1)
maybe = nil
print(maybe == nil)
// expect: true
