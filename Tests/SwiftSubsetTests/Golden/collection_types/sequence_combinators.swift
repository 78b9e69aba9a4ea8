// zip, stride, enumerated, flatMap, compactMap and reduce(into:) combined.
let names = ["Ada", "Grace", "Linus"]
let years = [1815, 1906, 1969]
for (name, year) in zip(names, years) where year < 1950 {
    print("\(name) \(year)")
}
// expect: Ada 1815
// expect: Grace 1906
print(Array(stride(from: 10, to: 0, by: -3)))  // expect: [10, 7, 4, 1]
print(Array(stride(from: 0.0, through: 1.0, by: 0.25)))  // expect: [0.0, 0.25, 0.5, 0.75, 1.0]
let nested = [[1, 2], [3], []]
print(nested.flatMap { $0 })  // expect: [1, 2, 3]
print(["1", "two", "3"].compactMap(Int.init))  // expect: [1, 3]
let letterCounts = names.reduce(into: [String: Int]()) { $0[$1] = $1.count }
print(letterCounts["Grace"]!)  // expect: 5
for (i, name) in names.enumerated().reversed() { print(i, name) }
// expect: 2 Linus
// expect: 1 Grace
// expect: 0 Ada
