// A parameter declared with `_` takes no label.
func square(_ x: Int) -> Int { x * x }
print(square(x: 4)) // expect error col 13: extraneous argument label 'x:' in call
