// A Character's unicodeScalars view is get-only (a String's is not)
var letter: Character = "e"
letter.unicodeScalars.append("\u{301}") // expect error col 23: cannot use mutating member on immutable value: 'unicodeScalars' is a get-only property
print(letter)
