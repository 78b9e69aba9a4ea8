// `x! = …` on an optional `let`.
let answer: Int? = 41
answer! = 42 // expect error col 7: cannot assign through '!': 'answer' is a 'let' constant
print(answer!)
