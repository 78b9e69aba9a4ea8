// Character classification: letters, digits, whitespace, case and numeric values.
let sample = "R2-d2 go!"
var letters = 0, digits = 0, spaces = 0, other = 0
for ch in sample {
    if ch.isLetter { letters += 1 }
    else if ch.isNumber { digits += 1 }
    else if ch.isWhitespace { spaces += 1 }
    else { other += 1 }
}
print(letters, digits, spaces, other)  // expect: 4 2 1 2
print(Character("7").wholeNumberValue as Any)  // expect: Optional(7)
print(Character("x").wholeNumberValue as Any)  // expect: nil
print(Character("Q").isUppercase, Character("q").isUppercase)  // expect: true false
print(Character("é").isASCII, Character("e").asciiValue!)  // expect: false 101
print(Character("a").uppercased())  // expect: A
print("Hello World".filter(\.isUppercase))  // expect: HW
