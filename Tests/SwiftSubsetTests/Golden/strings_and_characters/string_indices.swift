// String.Index navigation: offsets, ranges of indices, and slicing back to String.
let greeting = "Guten Tag!"
let start = greeting.startIndex
print(greeting[start])  // expect: G
let fourth = greeting.index(start, offsetBy: 3)
print(greeting[fourth])  // expect: e
let beforeEnd = greeting.index(before: greeting.endIndex)
print(greeting[beforeEnd])  // expect: !
if let space = greeting.firstIndex(of: " ") {
    let firstWord = greeting[..<space]
    print(firstWord, type(of: firstWord))  // expect: Guten Substring
    let rest = String(greeting[greeting.index(after: space)...])
    print(rest)  // expect: Tag!
}
print(greeting.distance(from: start, to: fourth))  // expect: 3
var edited = greeting
edited.insert(contentsOf: " lieber", at: edited.index(edited.startIndex, offsetBy: 5))
print(edited)  // expect: Guten lieber Tag!
edited.remove(at: edited.index(before: edited.endIndex))
print(edited)  // expect: Guten lieber Tag
