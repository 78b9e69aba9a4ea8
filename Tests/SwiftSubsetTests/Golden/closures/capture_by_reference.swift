// Closures capture variables by reference: later changes are seen, writes escape.
var count = 0
let increment = { count += 1 }
let read = { count }
increment()
increment()
print(count, read())  // expect: 2 2
count = 10
print(read())  // expect: 10
