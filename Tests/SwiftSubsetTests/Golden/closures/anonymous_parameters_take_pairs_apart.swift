// A closure naming `$0` and `$1` over a sequence of pairs takes each pair apart.
func label(_ text: String, number: Int) -> String { "\(number). \(text)" }
let chores = ["sweep", "dust", "cook"]
print(chores.enumerated().map { label($1, number: $0 + 1) })
let lines = "alpha\nbeta".split(separator: "\n")
print(lines.enumerated().map { label(String($1), number: $0 * 10) })
let stock = [("pens", 3), ("ink", 0)]
print(stock.filter { $1 > 0 }.map { name, count in "\(name) x\(count)" })
let prices = ["tea": 4, "cake": 6]
print(prices.sorted { $0.value > $1.value }.map { "\($0): \($1)" })
print(zip([1, 2, 3], ["a", "b", "c"]).map { "\($1)\($0 * 2)" }.joined(separator: " "))
// expect: ["1. sweep", "2. dust", "3. cook"]
// expect: ["0. alpha", "10. beta"]
// expect: ["pens x3"]
// expect: ["cake: 6", "tea: 4"]
// expect: a2 b4 c6
