// A dictionary's key is not optional: looking one up with a `String?`
// needs it unwrapped.
let stock = ["apples": 3, "pears": 0]
let wanted: String? = "apples"
if let count = stock[wanted] { // expect error col 22: value of optional type 'String?' must be unwrapped to a value of type 'String'
    print(count)
}
