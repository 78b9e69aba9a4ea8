// An array's index is an Int: a String.Index fits none of its subscripts.
let word = "swift"
let scores = [3, 1, 4, 1, 5]
print(scores[word.startIndex]) // expect error col 13: no exact matches in call to subscript 
