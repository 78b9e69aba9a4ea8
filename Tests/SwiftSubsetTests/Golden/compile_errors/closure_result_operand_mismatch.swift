// In a closure whose function type is written, the result type also types the arithmetic: the String operand cannot be an Int.
let scores = [3, 5]
let bonus: (Int) -> Int = { score in score + "1" } // expect error col 46: cannot convert value of type 'String' to expected argument type 'Int'
print(scores.map(bonus))
