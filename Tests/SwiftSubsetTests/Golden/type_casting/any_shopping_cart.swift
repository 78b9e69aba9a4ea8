// A cart item read from a [String: Any] dictionary: as? with the wrong numeric type gives nil, ?? defaults, nested Any values.
let item: [String: Any] = [
    "name": "Milk",
    "price": 2.5,
    "quantity": 2,
    "tags": ["dairy", "cold"],
    "discount": Optional<Double>.none as Any,
]

let name = item["name"] as? String ?? "unknown"
let price = item["price"] as? Double ?? 0
let quantityWrong = item["quantity"] as? Double
let quantity = item["quantity"] as? Int ?? 1
print(name, price, quantityWrong as Any, quantity)
print("subtotal: \(price * Double(quantity))")

if let tags = item["tags"] as? [String] {
    print("tags:", tags.joined(separator: ", "), tags.count)
}
if let tags = item["tags"] as? [Int] {
    print("never", tags)
} else {
    print("tags are not Ints")
}
print(item["missing"] as? String ?? "no such key")
print(item["discount"] as Any)
let discount = item["discount"] as? Double
print("discount:", discount as Any)
print(item.keys.sorted())

func describe(_ value: Any) -> String {
    switch value {
    case let s as String: return "text(\(s))"
    case let d as Double: return "number(\(d))"
    case let i as Int: return "count(\(i))"
    case let list as [String]: return "list of \(list.count)"
    default: return "other"
    }
}
for key in item.keys.sorted() {
    print(key, "->", describe(item[key]!))
}
// expect: Milk 2.5 nil 2
// expect: subtotal: 5.0
// expect: tags: dairy, cold 2
// expect: tags are not Ints
// expect: no such key
// expect: Optional(nil)
// expect: discount: nil
// expect: ["discount", "name", "price", "quantity", "tags"]
// expect: discount -> other
// expect: name -> text(Milk)
// expect: price -> number(2.5)
// expect: quantity -> count(2)
// expect: tags -> list of 2
