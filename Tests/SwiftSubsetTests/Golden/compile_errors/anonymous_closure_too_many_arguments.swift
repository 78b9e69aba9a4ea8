// A one-argument function type given a closure that reads $1 too.
let scale: (Int) -> Int = { $0 * $1 } // expect error col 27: contextual closure type '(Int) -> Int' expects 1 argument, but 2 were used in closure body
print(scale(3))
