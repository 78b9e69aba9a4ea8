// Splitting text: split with a separator, with a predicate, keeping empties, and joined.
import Foundation
let csv = "name,,age,city"
print(csv.split(separator: ","))  // expect: ["name", "age", "city"]
print(csv.split(separator: ",", omittingEmptySubsequences: false).count)  // expect: 4
print(csv.components(separatedBy: ","))  // expect: ["name", "", "age", "city"]
let sentence = "one two\tthree\nfour"
let words = sentence.split(whereSeparator: { $0.isWhitespace })
print(words)  // expect: ["one", "two", "three", "four"]
print(words.map(String.init).joined(separator: "+"))  // expect: one+two+three+four
let path = "/usr/local/bin"
print(path.split(separator: "/", maxSplits: 1))  // expect: ["usr", "local/bin"]
let lines = "a\nb\n\nc".split(separator: "\n", omittingEmptySubsequences: true)
print(lines.count)  // expect: 3
