// A conforming type declares the required property with another type.
protocol Priced { var price: Double { get } }
struct Coffee: Priced { // expect error col 8: type 'Coffee' does not conform to protocol 'Priced'
    var price: Int
}
print(Coffee(price: 3).price)
