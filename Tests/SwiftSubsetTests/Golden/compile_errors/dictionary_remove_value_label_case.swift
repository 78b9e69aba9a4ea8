// A label spelled with the wrong case: swiftc names the one the method has.
var stock = ["apples": 3]
stock.removeValue(forkey: "apples") // expect error col 18: incorrect argument label in call (have 'forkey:', expected 'forKey:')
print(stock)
