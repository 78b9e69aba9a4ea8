// inout arguments can be stored properties, tuple elements and array elements.
func bump(_ value: inout Int, by amount: Int = 1) { value += amount }
struct Counter { var hits = 0 }
var counter = Counter()
bump(&counter.hits)
bump(&counter.hits, by: 4)
print(counter.hits)  // expect: 5
var position = (x: 0, y: 10)
bump(&position.x, by: 3)
bump(&position.y, by: -1)
print(position)  // expect: (x: 3, y: 9)
var scores = [1, 2, 3]
bump(&scores[1], by: 10)
print(scores)  // expect: [1, 12, 3]
func normalize(_ text: inout String) { text = text.lowercased() }
var names = ["ADA": 1]
var key = "ADA"
normalize(&key)
print(key, names.keys.first!)  // expect: ada ADA
func swapEnds(_ items: inout [Int]) { if items.count > 1 { items.swapAt(0, items.count - 1) } }
swapEnds(&scores)
print(scores)  // expect: [3, 12, 1]
_ = names.removeValue(forKey: "ADA")
print(names.isEmpty)  // expect: true
