// A dictionary's elements are `(key:value:)` tuples, which are not
// Comparable: `sorted()` needs a comparator (`sorted { $0.key < $1.key }`).
let votes: [String: Int] = ["tea": 3, "coffee": 5]
for (drink, count) in votes.sorted() { // expect error col 29: type 'Dictionary<String, Int>.Element' (aka '(key: String, value: Int)') cannot conform to 'Comparable'
    print(drink, count)
}
