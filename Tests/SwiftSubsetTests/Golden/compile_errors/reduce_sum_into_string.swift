// Word lengths summed with reduce(0, +) and stored as a String: the sum is an Int, whatever the declaration wants.
let words = ["swift", "state", "view"]
let lengths = words.map { $0.count }
let total: String = lengths.reduce(0, +) // expect error col 29: cannot convert value of type 'Int' to specified type 'String'
print(total)
