// And its keys the declared key type.
let names: [Int: String] = [1: "one", "2": "two"] // expect error col 39: cannot convert value of type 'String' to expected dictionary key type 'Int'
print(names)
