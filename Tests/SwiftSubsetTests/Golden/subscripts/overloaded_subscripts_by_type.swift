// Subscripts overloaded by parameter type: a String key and an Int index on one type, read and written
enum Node {
    case list([Node]), record([(String, Node)]), number(Int)
    subscript(key: String) -> Node? {
        guard case .record(let pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }
    subscript(index: Int) -> Node? {
        guard case .list(let items) = self, items.indices.contains(index) else { return nil }
        return items[index]
    }
}
let tree = Node.record([("a", .list([.number(1), .number(2)]))])
print(tree["a"]?[1] as Any)
print(tree["a"]?[7] as Any, tree["b"] as Any, tree[0] as Any)

struct Table {
    var cells = [0, 0, 0, 0]
    var named = ["a": 1]
    subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
    subscript(k: String) -> Int { get { named[k] ?? -1 } set { named[k] = newValue } }
}
var table = Table()
table[2] = 5
table["b"] = 7
table[2] += 1
table["a"] *= 10
print(table[2], table["b"], table["a"], table["zz"], table.cells)

// expect: Optional(main.Node.number(2))
// expect: nil nil nil
// expect: 6 7 10 -1 [0, 0, 6, 0]
