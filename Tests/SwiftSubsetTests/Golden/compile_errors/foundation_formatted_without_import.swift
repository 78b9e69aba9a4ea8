// .formatted() on a number is Foundation's format style API
let total = 1234
print(total.formatted()) // expect error col 13: value of type 'Int' has no member 'formatted'
