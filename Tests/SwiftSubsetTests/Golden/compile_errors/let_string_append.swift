// Strings are values: a `let` string cannot be appended to.
let greeting = "Hello"
greeting.append(", world") // expect error col 10: cannot use mutating member on immutable value: 'greeting' is a 'let' constant
print(greeting)
