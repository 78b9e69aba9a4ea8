// `insert` on a `let` set.
let seen: Set<String> = []
seen.insert("home") // expect error col 6: cannot use mutating member on immutable value: 'seen' is a 'let' constant
print(seen)
