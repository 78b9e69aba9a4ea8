// Parts of a lazy collection are cut at indices: a filter's closure runs when the part is made (to find where it starts and ends) and again as it is walked; a map's runs only as it is walked.
let scores = [41, 88, 57, 93, 70, 99]
let passing = scores.lazy.filter { s -> Bool in print("test \(s)"); return s >= 60 }
let topTwo = passing.prefix(2)
print("cut made")
print(Array(topTwo))
let afterFirst = passing.dropFirst()
print("drop made")
for s in afterFirst { print("kept", s) }
let lastOne = passing.suffix(1)
print("suffix made", Array(lastOne))
let labels = scores.lazy.map { s -> String in print("label \(s)"); return "#\(s)" }
let firstLabels = labels.prefix(2)
print("labels made")
print(firstLabels.joined(separator: " "))
print(labels.dropLast(5).first ?? "none")
let scaled = scores.lazy.map { s -> Int in print("scale \(s)"); return s / 10 }.filter { $0 > 5 }
print("first scaled:", scaled.first ?? 0)
// expect: test 41
// expect: test 88
// expect: test 57
// expect: test 93
// expect: test 70
// expect: test 41
// expect: test 88
// expect: cut made
// expect: test 88
// expect: test 57
// expect: test 93
// expect: [88, 93]
// expect: test 41
// expect: test 88
// expect: test 57
// expect: test 93
// expect: drop made
// expect: test 93
// expect: kept 93
// expect: test 70
// expect: kept 70
// expect: test 99
// expect: kept 99
// expect: test 41
// expect: test 88
// expect: test 99
// expect: test 99
// expect: suffix made [99]
// expect: labels made
// expect: label 41
// expect: label 88
// expect: #41 #88
// expect: label 41
// expect: #41
// expect: scale 41
// expect: scale 88
// expect: scale 88
// expect: first scaled: 8
