// Two String.Index values cannot be subtracted: distance(from:to:) counts the characters between them.
let word = "swift"
let gap = word.endIndex - word.startIndex // expect error col 25: binary operator '-' cannot be applied to two 'String.Index' operands
print(gap)
