// A memberwise initializer checks each property's type.
struct Item {
    var name: String
    var quantity: Int
}
let item = Item(name: "pen", quantity: "2") // expect error col 40: cannot convert value of type 'String' to expected argument type 'Int'
print(item)
