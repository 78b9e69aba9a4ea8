// The closure's own result type disagrees with the type the variable declares for it.
let format: (Int) -> String = { amount -> Int in amount * 2 } // expect error col 43: declared closure result 'Int' is incompatible with contextual type 'String'
print(format(4))
