// `as` only restates a type a value already has; it does not turn an Int into a String.
let count = 7
let label = count as String // expect error col 13: cannot convert value of type 'Int' to type 'String' in coercion
print(label)
