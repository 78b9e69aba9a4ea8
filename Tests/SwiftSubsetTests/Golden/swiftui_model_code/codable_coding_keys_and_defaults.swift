// CodingKeys rename keys (raw values) and leave properties out (they keep their defaults); a let with a value is written but never read.
import Foundation

struct Product: Codable {
    let id: Int
    var displayName: String
    var price: Double
    var inStock = true
    var viewCount = 0
    let currency = "EUR"

    enum CodingKeys: String, CodingKey {
        case id
        case displayName = "display_name"
        case price = "unit_price"
        case inStock = "in_stock"
        case currency
    }
}

let json = #"{"id": 7, "display_name": "Tea", "unit_price": 2.5, "in_stock": false, "viewCount": 99, "currency": "USD"}"#
let product = try JSONDecoder().decode(Product.self, from: Data(json.utf8))
print(product.id, product.displayName, product.price, product.inStock, product.viewCount, product.currency)

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(data: try encoder.encode(product), encoding: .utf8)!)

print(Product.CodingKeys.displayName.stringValue)
print(Product.CodingKeys.price)
print(Product.CodingKeys.id.intValue as Any)

do {
    _ = try JSONDecoder().decode(Product.self, from: Data(#"{"id": 1, "displayName": "x", "unit_price": 1, "in_stock": true}"#.utf8))
} catch DecodingError.keyNotFound(let key, let context) {
    print("missing", key.stringValue, context.codingPath.count)
    print(context.debugDescription)
}

enum Tag: Int, CodingKey { case first = 1, second }
print(Tag.second.stringValue, Tag.second.intValue as Any)

// expect: 7 Tea 2.5 false 0 EUR
// expect: {"currency":"EUR","display_name":"Tea","id":7,"in_stock":false,"unit_price":2.5}
// expect: display_name
// expect: CodingKeys(stringValue: "unit_price", intValue: nil)
// expect: nil
// expect: missing display_name 0
// expect: No value associated with key CodingKeys(stringValue: "display_name", intValue: nil) ("display_name").
// expect: second Optional(2)
