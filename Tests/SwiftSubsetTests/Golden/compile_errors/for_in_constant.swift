// The loop constant of `for … in` cannot be changed.
let numbers = [1, 2, 3]
var total = 0
for n in numbers {
    n += 1 // expect error col 7: left side of mutating operator isn't mutable: 'n' is a 'let' constant
    total += n
}
print(total)
