// A CodingKey struct of the program's own (keys known only at run time): allKeys makes one per member with init?(stringValue:) (skipping those it refuses), decode and encode take it, and errors name it as Swift's default description does.
import Foundation

struct DynamicKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init?(stringValue: String) {
        guard stringValue.count == 3 else { return nil }
        self.stringValue = stringValue
    }
    init?(intValue: Int) { nil }
}

struct Rates: Codable {
    var base: String
    var rates: [(code: String, rate: Double)]
    enum CodingKeys: String, CodingKey { case base, rates }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        base = try c.decode(String.self, forKey: .base)
        let r = try c.nestedContainer(keyedBy: DynamicKey.self, forKey: .rates)
        rates = try r.allKeys.map { (code: $0.stringValue, rate: try r.decode(Double.self, forKey: $0)) }
            .sorted { $0.code < $1.code }
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(base, forKey: .base)
        var r = c.nestedContainer(keyedBy: DynamicKey.self, forKey: .rates)
        for (code, rate) in rates {
            try r.encode(rate * 2, forKey: DynamicKey(stringValue: code.lowercased())!)
        }
    }
}

let json = #"{"base":"EUR","rates":{"USD":1.1,"GBP":0.85,"note":"skipped"}}"#
let rates = try JSONDecoder().decode(Rates.self, from: Data(json.utf8))
print(rates.base, rates.rates.map { "\($0.code)=\($0.rate)" })
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(data: try encoder.encode(rates), encoding: .utf8)!)
do {
    _ = try JSONDecoder().decode(Rates.self, from: Data(#"{"base":"EUR","rates":{"USD":"high"}}"#.utf8))
} catch {
    print(error)
}

struct Lookup: Decodable {
    var yen: Double
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: DynamicKey.self)
        let key = DynamicKey(stringValue: "JPY")!
        print(c.contains(key), c.codingPath.count)
        yen = try c.decode(Double.self, forKey: key)
    }
}
print(try JSONDecoder().decode(Lookup.self, from: Data(#"{"JPY":160.5}"#.utf8)).yen)
do {
    _ = try JSONDecoder().decode(Lookup.self, from: Data(#"{"USD":1}"#.utf8))
} catch {
    print(error)
}

// expect: EUR ["GBP=0.85", "USD=1.1"]
// expect: {"base":"EUR","rates":{"gbp":1.7,"usd":2.2}}
// expect: DecodingError.typeMismatch: expected value of type Double. Path: rates.USD. Debug description: Expected to decode Double but found a string instead.
// expect: true 0
// expect: 160.5
// expect: false 0
// expect: DecodingError.keyNotFound: Key 'JPY' not found in keyed decoding container. Debug description: No value associated with key DynamicKey(stringValue: "JPY", intValue: nil) ("JPY").
