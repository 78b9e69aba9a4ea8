// In a closure body of several statements, each `return` is checked against the closure's written result type.
let describe: (Double) -> String = { value in
    let rounded = (value * 10).rounded() / 10
    if rounded > 100 { return "big" }
    return rounded // expect error col 12: cannot convert value of type 'Double' to closure result type 'String'
}
print(describe(3.14))
