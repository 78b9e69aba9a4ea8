// A `switch` case that leaves with `break` gives a constant no value on that path; the read after the switch is refused.
let code = 3
let label: String
switch code {
case 1: label = "one"
case 3: break
default: label = "many"
}
print(label) // expect error col 7: constant 'label' used before being initialized
