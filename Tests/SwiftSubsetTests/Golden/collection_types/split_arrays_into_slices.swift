// split on arrays gives ArraySlices (printed as such inside an array) that keep their base's indices.
let readings = [3, 0, 5, 7, 0, 0, 2]
let runs = readings.split(separator: 0)
print(runs)  // expect: [ArraySlice([3]), ArraySlice([5, 7]), ArraySlice([2])]
print(runs[1], runs[1].startIndex, runs[1][2])  // expect: [5, 7] 2 5
print(readings.split(separator: 0, omittingEmptySubsequences: false).count)  // expect: 4
print(readings.split(maxSplits: 1, whereSeparator: { $0 == 0 }).map { Array($0) })  // expect: [[3], [5, 7, 0, 0, 2]]
print(readings.split(whereSeparator: { $0 < 3 }).map { $0.reduce(0, +) })  // expect: [3, 12]
let words = "one  two,three".split(whereSeparator: { $0 == " " || $0 == "," })
print(words, words.count)  // expect: ["one", "two", "three"] 3
