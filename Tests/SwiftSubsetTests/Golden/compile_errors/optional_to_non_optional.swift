// An optional must be unwrapped before it is used as its wrapped type.
let scores = ["ada": 10]
let score: Int = scores["ada"] // expect error col 24: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
print(score)
