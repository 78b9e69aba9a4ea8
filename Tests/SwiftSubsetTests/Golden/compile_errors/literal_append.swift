// A literal is not a variable: `append` cannot change it.
[1, 2].append(3) // expect error col 8: cannot use mutating member on immutable value of type '[Int]'
