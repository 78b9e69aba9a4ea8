// The name bound by `if let` is a constant (use `if var` to change it).
let input = "42"
if let number = Int(input) {
    number += 1 // expect error col 12: left side of mutating operator isn't mutable: 'number' is a 'let' constant
    print(number)
}
