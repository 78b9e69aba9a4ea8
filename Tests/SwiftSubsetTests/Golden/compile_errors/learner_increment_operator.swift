// A learner from C or JavaScript counts with `++`, which Swift removed.
var visits = 0
for _ in 1...3 {
    visits++ // expect error col 11: cannot find operator '++' in scope; did you mean '+= 1'?
}
print(visits)
