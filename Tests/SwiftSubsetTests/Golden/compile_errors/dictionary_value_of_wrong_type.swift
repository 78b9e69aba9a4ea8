// Scores kept per player as Ints; one is stored as the word the learner typed.
var scores: [String: Int] = ["ann": 3]
scores["bob"] = "ten" // expect error col 17: cannot assign value of type 'String' to subscript of type 'Int'
print(scores)
