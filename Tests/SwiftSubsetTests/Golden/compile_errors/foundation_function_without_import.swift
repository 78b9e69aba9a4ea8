// sqrt is Foundation's (Glibc's) free function; the standard library has squareRoot()
let side = 2.0
print(side.squareRoot() > 1)
let diagonal = sqrt(side * side * 2) // expect error col 16: cannot find 'sqrt' in scope
print(diagonal)
