// A String.Index is no number: adding 1 to one is refused at the index (index(after:) moves it).
let word = "swift"
let next = word.startIndex + 1 // expect error col 17: cannot convert value of type 'String.Index' to expected argument type 'Int'
print(next)
