// An item removed by a position read as text.
var todo = ["wash", "cook"]
let position = "0"
todo.remove(at: position) // expect error col 17: cannot convert value of type 'String' to expected argument type 'Int'
print(todo)
