// Only optionals can be nil.
let limit: Int = nil // expect error col 18: 'nil' cannot initialize specified type 'Int'
print(limit)
