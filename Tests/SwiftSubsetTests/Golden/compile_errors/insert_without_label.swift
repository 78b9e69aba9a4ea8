// insert's position given without at:.
var queue = ["b", "c"]
queue.insert("a", 0) // expect error col 7: no exact matches in call to instance method 'insert'
print(queue)
