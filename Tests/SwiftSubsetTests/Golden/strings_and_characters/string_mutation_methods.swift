// String's range-replaceable mutations: replaceSubrange, removeSubrange, removeFirst/Last(n), removeAll(where:), popLast, limited index walks
import Foundation
var s = "Hello, brave new world"
if let r = s.range(of: "brave new") { s.replaceSubrange(r, with: "old") }
print(s)
let start = s.index(s.startIndex, offsetBy: 5)
s.removeSubrange(start..<s.index(start, offsetBy: 4))
print(s)
s.removeFirst(2)
s.removeLast(3)
print(s, s.count)
s.removeAll { "aeiou".contains($0) }
print(s)
print(s.popLast() as Any, "[\(s)]")
var empty = ""
print(empty.popLast() as Any, empty.isEmpty)
let word = "swift"
print(word.index(word.startIndex, offsetBy: 3, limitedBy: word.endIndex).map { word[$0] } as Any,
      word.index(word.startIndex, offsetBy: 9, limitedBy: word.endIndex) as Any,
      word.index(word.endIndex, offsetBy: -2, limitedBy: word.startIndex).map { word[$0...] } as Any)
var letters = Array("abcdef")
print(letters.index(2, offsetBy: 3, limitedBy: letters.count) as Any, letters.index(2, offsetBy: 5, limitedBy: letters.count) as Any)
letters.replaceSubrange(1...2, with: ["X"])
print(String(letters))

// expect: Hello, old world
// expect: Hellod world
// expect: llod wo 7
// expect: lld w
// expect: Optional("w") [lld ]
// expect: nil true
// expect: Optional("f") nil Optional("ft")
// expect: Optional(5) nil
// expect: aXdef
