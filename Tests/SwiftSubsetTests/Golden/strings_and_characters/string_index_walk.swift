// String indices and views: index(after:), offsetBy, ranges of indices, Substring to String, grapheme versus scalar versus UTF-8 counts
import Foundation
let text = "Café ☕️ costs 3€ — naïve 👩‍👩‍👧!"
print(text.count, text.unicodeScalars.count, text.utf8.count, text.utf16.count)
let start = text.startIndex
let second = text.index(after: start)
let fifth = text.index(start, offsetBy: 4)
print(text[start], text[second], text[fifth], text[..<fifth])
if let space = text.firstIndex(of: " ") {
    let word = text[..<space]
    print(word, type(of: word), String(word).uppercased())
    let rest = text[text.index(after: space)...]
    print(rest.prefix(2), rest.count)
}
let family = text.last(where: { $0.unicodeScalars.count > 3 })!
print(family, family.unicodeScalars.count, String(family).utf8.count)
if let euro = text.firstIndex(of: "€") {
    let distance = text.distance(from: text.startIndex, to: euro)
    print(distance, text[text.index(before: euro)])
}
if let range = text.range(of: "costs") {
    print(text[range], text.distance(from: range.lowerBound, to: range.upperBound))
    var edited = text
    edited.replaceSubrange(range, with: "is")
    print(edited)
}
var word = "swift"
word.insert("!", at: word.endIndex)
word.insert(contentsOf: "I ♥ ", at: word.startIndex)
print(word, word.count)
let idx = word.index(word.endIndex, offsetBy: -3)
word.remove(at: idx)
print(word)
let letters = Array("hello")
print(letters, String(letters.reversed()), letters.firstIndex(of: "l")!, letters.lastIndex(of: "l")!)
let sentence = "the quick brown fox"
let capitalized = sentence.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
print(capitalized)
let limited = sentence.index(sentence.startIndex, offsetBy: 100, limitedBy: sentence.endIndex)
print(limited == nil, sentence.indices.count, sentence.hasPrefix("the"), sentence.contains("brown"))

// expect: 26 31 54 34
// expect: C a   Café
// expect: Café Substring CAFÉ
// expect: ☕️  21
// expect: 👩‍👩‍👧 5 18
// expect: 14 3
// expect: costs 5
// expect: Café ☕️ is 3€ — naïve 👩‍👩‍👧!
// expect: I ♥ swift! 10
// expect: I ♥ swit!
// expect: ["h", "e", "l", "l", "o"] olleh 2 3
// expect: The Quick Brown Fox
// expect: true 19 true true
