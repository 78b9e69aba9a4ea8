// Case conversion, trimming and searching with Foundation helpers.
import Foundation
let raw = "   Swift Playgrounds \n"
let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
print("[\(trimmed)]")  // expect: [Swift Playgrounds]
print(trimmed.uppercased(), trimmed.lowercased())  // expect: SWIFT PLAYGROUNDS swift playgrounds
print("hello wide world".capitalized)  // expect: Hello Wide World
print(trimmed.contains("Play"), trimmed.contains("play"))  // expect: true false
print(trimmed.localizedCaseInsensitiveContains("play"))  // expect: true
print(trimmed.replacingOccurrences(of: " ", with: "_"))  // expect: Swift_Playgrounds
print(trimmed.hasPrefix("Swift"), trimmed.hasSuffix("s"))  // expect: true true
print(trimmed.lowercased().range(of: "play") != nil)  // expect: true
// appending(_:) makes a new string and leaves the receiver as it was.
let stem = "photo"
print(stem.appending(".png"), stem)  // expect: photo.png photo
