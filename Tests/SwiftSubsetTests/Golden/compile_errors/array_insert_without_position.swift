// An array treated as a set: insert(_:) belongs to Set, and an Array's insert needs a position.
var queue = [3, 1]
queue.insert(5) // expect error col 15: missing argument for parameter 'at' in call
print(queue)
