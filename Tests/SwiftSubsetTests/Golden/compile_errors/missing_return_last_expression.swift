// A getter that ends in a value of its type without `return`: swiftc points at that value.
struct Badge {
    var count = 12
    var label: String {
        let shown = min(count, 9)
        "\(shown)+ new" // expect error col 9: missing return in getter expected to return 'String'
    }
}
print(Badge().label)
