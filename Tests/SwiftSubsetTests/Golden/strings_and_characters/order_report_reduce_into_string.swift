// String building with reduce(into:), joined, interpolation of optionals and a generic describe helper.
struct Order { let id: Int; let items: [String: Int]; let note: String? }
func describe<T>(_ label: String, _ value: T?) -> String {
    guard let value else { return "\(label): none" }
    return "\(label): \(value)"
}
let orders = [Order(id: 1, items: ["tea": 2], note: nil), Order(id: 2, items: ["cake": 1], note: "birthday")]
let report = orders.reduce(into: "") { text, order in
    let lines = order.items.map { "\($0.value)x \($0.key)" }.joined(separator: ", ")
    text += "#\(order.id) \(lines)\n"
}
print(report, terminator: "")
print(orders.map { describe("note", $0.note) })
print(describe("count", orders.count), describe("missing", Optional<Int>.none))
let csv = orders.map { [String($0.id), $0.note ?? ""].joined(separator: ",") }.joined(separator: ";")
print(csv)
// expect: #1 2x tea
// expect: #2 1x cake
// expect: ["note: none", "note: birthday"]
// expect: count: 2 missing: none
// expect: 1,;2,birthday
