// Both results of `? :` must be one type when nothing around them says which.
let stock = 0
let label = stock > 0 ? stock : "sold out" // expect error col 25: result values in '? :' expression have mismatching types 'Int' and 'String'
print(label)
