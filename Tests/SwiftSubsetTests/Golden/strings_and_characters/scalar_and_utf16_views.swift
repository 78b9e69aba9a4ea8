// Unicode.Scalar values (printed bare, quoted in collections), scalar properties, utf16 and utf8 of a Character, hexDigitValue and symbol tests.
let word = "Zoë!"
let scalars = Array(word.unicodeScalars)
print(scalars)  // expect: ["Z", "o", "\u{00EB}", "!"]
print(scalars[2], scalars[2].value, scalars[2].isASCII)  // expect: ë 235 false
print(scalars.filter { $0.properties.isAlphabetic }.count)  // expect: 3
print(scalars[0] < scalars[1], scalars.max()!)  // expect: true ë
let a: Unicode.Scalar = "a"
print(a.value + 2, UnicodeScalar(98) == UnicodeScalar("b"))  // expect: 99 true
print(Character("€").utf8.count, Character("€").utf16.count, "😀".utf16.count)  // expect: 3 1 2
print(Character("F").hexDigitValue!, Character("g").hexDigitValue as Any)  // expect: 15 nil
print(Character("+").isSymbol, Character("+").isMathSymbol, Character("$").isCurrencySymbol)  // expect: true true true
print(Character("\n").isNewline, Character("A").isHexDigit, Character("é").isCased)  // expect: true true true
let ascii = Character("A").asciiValue!
print(ascii + 1, type(of: ascii))  // expect: 66 UInt8
print(String(word.unicodeScalars.filter { $0.isASCII }))  // expect: Zo!
print("tab\there".unicodeScalars.map { $0.escaped(asASCII: true) }.joined())  // expect: tab\there
