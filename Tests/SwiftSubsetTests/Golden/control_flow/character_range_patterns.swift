// A range of one-letter literals in a pattern over a Character, or tested against one, is a range of Characters.
func kind(of ch: Character) -> String {
    switch ch {
    case "0"..."9": return "digit"
    case "a"..."z", "A"..."Z": return "letter"
    case " ", "\t": return "space"
    default: return "symbol"
    }
}
let line = "Go 2 it!"
print(line.map(kind(of:)).joined(separator: ","))
var digits = 0, early = 0
for ch in "Route 66, exit 9" {
    if ("0"..."9").contains(ch) { digits += 1 }
    if case "a"..."f" = ch { early += 1 }
}
print(digits, early, ("a"..."m") ~= Character("k"))
switch "kiwi" {
case "a"..."m": print("first half")
default: print("second half")
}
// expect: letter,letter,space,digit,space,letter,letter,symbol
// expect: 3 2 true
// expect: first half
