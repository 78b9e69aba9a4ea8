// A constant or variable declared without a value has one after every path that reaches its read: a branch that calls fatalError, a repeat body that runs once, a switch whose every case assigns.
func sign(_ n: Int) -> String {
    let label: String
    if n >= 0 { label = "non-negative" } else { fatalError("negative") }
    return label
}
print(sign(2))
// expect: non-negative

var total: Int
repeat {
    total = 5
} while false
print(total)
// expect: 5

var tries: Int
repeat {
    tries = 3
    if tries > 2 { break }
} while tries < 10
print(tries)
// expect: 3

let kind: String
switch total {
case 5: kind = "five"
default: kind = "other"
}
print(kind)
// expect: five

for n in 1...2 {
    let doubled: Int
    doubled = n * 2
    print(doubled)
}
// expect: 2
// expect: 4

func grade(_ score: Int) -> String {
    let letter: String
    switch score {
    case 90...: letter = "A"
    case 80..<90: letter = "B"
    default: letter = "C"
    }
    return letter
}
print(grade(85))
// expect: B
