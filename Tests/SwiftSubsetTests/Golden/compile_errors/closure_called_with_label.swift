// A closure stored in a constant keeps no argument labels: calling it with its parameter's name is refused.
let double = { (value: Int) in value * 2 }
print(double(value: 4)) // expect error col 13: extraneous argument label 'value:' in call
