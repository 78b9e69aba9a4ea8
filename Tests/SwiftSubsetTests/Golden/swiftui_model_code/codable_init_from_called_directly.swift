// A written init(from:) calls another type's init(from:) by name: on its own decoder (a wrapper), on superDecoder(forKey:) and an unkeyed container's superDecoder(), for a type with a written or a synthesized init(from:) and for String; a missing key reads as null there.
import Foundation

struct Money: Codable {
    var cents: Int
    init(cents: Int) { self.cents = cents }
    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        cents = Int((try c.decode(Double.self) * 100).rounded())
    }
    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(Double(cents) / 100)
    }
}

struct Supplier: Codable {
    var name: String
    var country: String?
}

struct Item: Decodable {
    var name: String
    var price: Money
    var supplier: Supplier
    var tags: [String]
    enum CodingKeys: String, CodingKey { case name, price, supplier, tags }
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        price = try Money(from: c.superDecoder(forKey: .price))
        supplier = try Supplier(from: c.superDecoder(forKey: .supplier))
        var list = try c.nestedUnkeyedContainer(forKey: .tags)
        var tags: [String] = []
        while !list.isAtEnd {
            tags.append(try String(from: list.superDecoder()))
        }
        self.tags = tags
    }
}

struct Labelled: Decodable {
    var money: Money
    var label: String
    init(from decoder: Decoder) throws {
        money = try Money(from: decoder)
        label = "wrapped"
    }
}

let decoder = JSONDecoder()
let item = try decoder.decode(Item.self, from: Data(#"{"name":"pen","price":1.25,"supplier":{"name":"Acme"},"tags":["a","b"]}"#.utf8))
print(item.name, item.price.cents, item.supplier.name, item.supplier.country ?? "-", item.tags)
let labelled = try decoder.decode(Labelled.self, from: Data("2.5".utf8))
print(labelled.money.cents, labelled.label)
print(try decoder.decode([Labelled].self, from: Data("[1, 0.5]".utf8)).map(\.money.cents))
for json in [#"{"name":"pen","price":"x","supplier":{"name":"A"},"tags":[]}"#,
             #"{"name":"pen","supplier":{"name":"A"},"tags":[]}"#,
             #"{"name":"pen","price":1,"tags":[]}"#,
             #"{"name":"pen","price":1,"supplier":{"name":"A"},"tags":[1]}"#] {
    do {
        _ = try decoder.decode(Item.self, from: Data(json.utf8))
    } catch {
        print(error)
    }
}

// expect: pen 125 Acme - ["a", "b"]
// expect: 250 wrapped
// expect: [100, 50]
// expect: DecodingError.typeMismatch: expected value of type Double. Path: price. Debug description: Expected to decode Double but found a string instead.
// expect: DecodingError.valueNotFound: Expected value of type Double but found null instead. Path: price. Debug description: Cannot get value of type Double -- found null value instead
// expect: DecodingError.valueNotFound: Expected value of type Dictionary<String, Any> but found null instead. Path: supplier. Debug description: Cannot get keyed decoding container -- found null value instead
// expect: DecodingError.typeMismatch: expected value of type String. Path: tags[0]. Debug description: Expected to decode String but found number instead.
