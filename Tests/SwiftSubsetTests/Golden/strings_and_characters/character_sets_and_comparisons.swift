// CharacterSet membership, inversion and splitting; case-insensitive comparison and ranges with Foundation.
import Foundation
let csv = "red; green,blue ;;yellow"
let separators = CharacterSet(charactersIn: ",;")
print(csv.components(separatedBy: separators).map { $0.trimmingCharacters(in: .whitespaces) })  // expect: ["red", "green", "blue", "", "yellow"]
print("...Hello!?".trimmingCharacters(in: .punctuationCharacters))  // expect: Hello
let code = "AB12"
print(code.rangeOfCharacter(from: CharacterSet.decimalDigits.inverted) != nil)  // expect: true
print("2024".rangeOfCharacter(from: CharacterSet.decimalDigits.inverted) == nil)  // expect: true
print(CharacterSet.letters.contains("q"), CharacterSet.letters.contains("7"))  // expect: true false
print("apple".caseInsensitiveCompare("APPLE") == .orderedSame)  // expect: true
print("Zoo".compare("apple") == .orderedAscending, "b".compare("a") == .orderedDescending)  // expect: true true
print("Swift Guide".range(of: "GUIDE", options: .caseInsensitive) != nil, "Swift".range(of: "x") == nil)  // expect: true true
print("Crème Brûlée".localizedStandardContains("brulee"), "Crème".localizedCaseInsensitiveContains("CRÈ"))  // expect: true true
let vowels = CharacterSet(charactersIn: "aeiou")
print("education".unicodeScalars.filter { vowels.contains($0) }.count)  // expect: 5
