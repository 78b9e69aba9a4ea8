// A learner counts a list's items with count() as if it were a method.
let names = ["Ada", "Grace", "Linus"]
let total = names.count() // expect error col 19: cannot call value of non-function type 'Int'
print("There are \(total) names")
