// A single = where a comparison was meant, in a quiz's answer check.
var score = 0
let answer = 42
if answer = 42 { // expect error col 4: cannot assign to value: 'answer' is a 'let' constant
    score += 1
}
print(score)
