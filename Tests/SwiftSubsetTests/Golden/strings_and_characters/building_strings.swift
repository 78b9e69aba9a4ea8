// Building text: repeating, padding by hand, reduce, and multi-line literals.
let bar = String(repeating: "=", count: 10)
print(bar)  // expect: ==========
func padded(_ text: String, to width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}
let rows = [("Tea", 3), ("Coffee", 12), ("Water", 1)]
for (item, qty) in rows {
    print("|" + padded(item, to: 8) + "|" + String(qty))
}
// expect: |Tea     |3
// expect: |Coffee  |12
// expect: |Water   |1
let receipt = """
    Total: \(rows.reduce(0) { $0 + $1.1 }) items
      thanks!
    """
print(receipt)
// expect: Total: 16 items
// expect:   thanks!
let acronym = ["portable", "network", "graphics"].reduce("") { $0 + $1.prefix(1).uppercased() }
print(acronym)  // expect: PNG
let raw = #"C:\path\n"#
print(raw, raw.count)  // expect: C:\path\n 9
