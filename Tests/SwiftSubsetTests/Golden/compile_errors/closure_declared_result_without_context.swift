// A closure stored without a type annotation: its own signature says Double, its body gives the Int parameter back.
let halve = { (value: Int) -> Double in value } // expect error col 31: declared closure result 'Double' is incompatible with return type 'Int'
print(halve(3))
