// A learner declares the same name twice in one scope (a second running total pasted below the first): swiftc refuses the second declaration.
let prices = [4.5, 2.0, 3.25]
var total = 0.0
for price in prices {
    total += price
}
var total = 0 // expect error col 5: invalid redeclaration of 'total'
print(total)
