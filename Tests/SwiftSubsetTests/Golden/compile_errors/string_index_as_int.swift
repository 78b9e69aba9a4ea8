// A String.Index is not an Int: firstIndex(of:) on a String gives a String.Index.
let word = "swift"
let at: Int = word.firstIndex(of: "i")! // expect error col 39: cannot convert value of type 'String.Index' to specified type 'Int'
print(at)
