// Bool is Equatable but not Comparable.
let answers = [true, false, true]
print(answers.min() as Any) // expect error col 15: referencing instance method 'min()' on 'Sequence' requires that 'Bool' conform to 'Comparable'
