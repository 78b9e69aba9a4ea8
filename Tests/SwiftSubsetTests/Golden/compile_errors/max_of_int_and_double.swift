// `max` and `min` take two values of one type: an Int variable and a
// Double are two types, and Swift converts neither. Write
// `max(Double(count), 2.5)`. A literal takes the other value's type where
// it can (`max(count, 2)` is an Int, `max(ratio, 1)` a Double).
let count = 3
let ratio = 0.75
print(max(count, 2), max(ratio, 1), min(Double(count), 2.5))
print(max(count, 2.5)) // expect error col 7: conflicting arguments to generic parameter 'T' ('Int' vs. 'Double')
