// A `let` property inside a `var` struct: its own fields stay constant.
struct Address { var city = "" }
struct Customer {
    let address = Address()
    var name = ""
}
var customer = Customer()
customer.name = "Lin"
customer.address.city = "Oslo" // expect error col 18: cannot assign to property: 'address' is a 'let' constant
print(customer.name)
