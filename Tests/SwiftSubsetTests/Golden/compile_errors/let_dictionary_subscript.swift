// A dictionary held in a `let` cannot take new keys.
let stock = ["apples": 3]
stock["pears"] = 5 // expect error col 6: cannot assign through subscript: 'stock' is a 'let' constant
print(stock)
