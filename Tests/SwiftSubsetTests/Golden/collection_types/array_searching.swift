// Searching arrays: first/last index, lastIndex(where:), contains(where:), allSatisfy.
let scores = [12, 45, 7, 45, 30]
print(scores.firstIndex(of: 45)!, scores.lastIndex(of: 45)!)  // expect: 1 3
print(scores.lastIndex(where: { $0 < 20 })!)  // expect: 2
print(scores.firstIndex(where: { $0 > 100 }) as Any)  // expect: nil
print(scores.contains(where: { $0 % 7 == 0 }))  // expect: true
print(scores.allSatisfy { $0 > 5 })  // expect: true
print(scores.last(where: { $0 > 40 })!)  // expect: 45
print(scores.min()!, scores.max()!)  // expect: 7 45
let words = ["kiwi", "fig", "banana"]
print(words.min(by: { $0.count < $1.count })!)  // expect: fig
print(words.max(by: { $0.count < $1.count })!)  // expect: banana
