// Mutating arrays stored in a dictionary in place, and grouping.
var groups: [String: [Int]] = [:]
for n in [1, 2, 3, 4, 5] {
    groups[n % 2 == 0 ? "even" : "odd", default: []].append(n)
}
print(groups["odd"]!, groups["even"]!)  // expect: [1, 3, 5] [2, 4]
groups["odd"]?.removeFirst()
print(groups["odd"]!)  // expect: [3, 5]
let byLength = Dictionary(grouping: ["a", "bb", "cc", "d"], by: { $0.count })
print(byLength[2]!, byLength[1]!)  // expect: ["bb", "cc"] ["a", "d"]
