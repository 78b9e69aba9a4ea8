// index(after:) takes a String.Index, not an Int offset.
let word = "swift"
let second = word.index(after: 0) // expect error col 32: cannot convert value of type 'Int' to expected argument type 'String.Index'
print(word[second])
