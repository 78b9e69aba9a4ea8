// Iterate a dictionary deterministically by sorting its keys.
let stock = ["pear": 3, "apple": 5, "fig": 0]
for key in stock.keys.sorted() {
    print(key, stock[key]!)
}
// expect: apple 5
// expect: fig 0
// expect: pear 3
print(stock.values.sorted())  // expect: [0, 3, 5]
print(stock.filter { $0.value > 0 }.keys.sorted())  // expect: ["apple", "pear"]
print(stock.mapValues { $0 * 2 }["apple"]!)  // expect: 10
print(stock.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })  // expect: ["apple=5", "fig=0", "pear=3"]
