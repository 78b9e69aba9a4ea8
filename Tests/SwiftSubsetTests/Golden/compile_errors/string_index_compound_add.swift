// `i += 1` on a String.Index: swiftc names both operand types.
let word = "swift"
var i = word.startIndex
i += 1 // expect error col 3: binary operator '+=' cannot be applied to operands of type 'String.Index' and 'Int'
print(word[i])
