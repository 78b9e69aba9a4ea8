// An unkeyed decoding container moves forward as it decodes, so its decode is mutating: held in a `let`, it is refused.
import Foundation
struct Reading: Decodable {
    var celsius: Double
    init(from decoder: Decoder) throws {
        let values = try decoder.unkeyedContainer()
        celsius = try values.decode(Double.self) // expect error col 30: cannot use mutating member on immutable value: 'values' is a 'let' constant
    }
}
let data = "[21.5]".data(using: .utf8)!
print(try JSONDecoder().decode(Reading.self, from: data).celsius)
