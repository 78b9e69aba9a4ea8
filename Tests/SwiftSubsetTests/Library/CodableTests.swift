import SwiftSubset
import StateLabTestSupport
import Testing

/// `Codable` with Foundation's JSON coders (the golden programs
/// `swiftui_model_code/codable_*.swift` hold the output against swiftc's);
/// here, what stays outside the subset is refused by name where it is
/// used, never run as something else.
@Suite("Codable: what is not run is refused by name")
struct CodableTests {
    @Test("a coder strategy made of the program's code is refused where it is set")
    func customStrategies() {
        assertDiagnostic("""
            import Foundation
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = 1️⃣.custom { date, encoder in }
            """, message: "unsupported in StateLab: JSONEncoder.DateEncodingStrategy.custom")
        assertDiagnostic("""
            import Foundation
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = 1️⃣.custom { keys in keys.last! }
            """, message: "unsupported in StateLab: JSONDecoder.KeyDecodingStrategy.custom")
    }

    @Test("Foundation's other coders are named as outside the subset")
    func otherCoders() {
        assertDiagnostic("""
            import Foundation
            struct Note: Codable { var text = "" }
            let data = try 1️⃣PropertyListEncoder().encode(Note())
            """, message: "unsupported in StateLab: PropertyListEncoder — StateLab runs Codable with JSONEncoder and JSONDecoder only")
    }

    @Test("a type that is not Codable is named, not encoded as something")
    func notCodable() {
        assertDiagnostic("""
            import Foundation
            struct Plain { var x = 1 }
            struct Box: Encodable {
                var plain = Plain()
                func encode(to encoder: Encoder) throws {
                    var container = encoder.singleValueContainer()
                    try container.1️⃣encode(plain)
                }
            }
            _ = try JSONEncoder().encode(Box())
            """, message: "unsupported in StateLab: encoding 'Plain', which does not conform to Encodable")
    }

    @Test("a decode of a type that is not Decodable is named")
    func notDecodable() {
        assertDiagnostic("""
            import Foundation
            struct Wrapper: Decodable {
                var value: Int
                init(from decoder: Decoder) throws {
                    let container = try decoder.singleValueContainer()
                    value = try container.1️⃣decode(Plain.self).x
                }
            }
            struct Plain { var x = 1 }
            _ = try JSONDecoder().decode(Wrapper.self, from: Data("1".utf8))
            """, message: "unsupported in StateLab: decoding 'Plain', which does not conform to Decodable")
    }

    @Test("keys convert to and from snake case as Foundation's strategies do")
    func snakeCase() {
        assertEvaluates("""
            import Foundation
            struct Keys: Codable { var myHTTPServer = 1; var userID = 2; var plain = 3; var aB = 4 }
            let encoder = JSONEncoder()
            encoder.keyEncodingStrategy = .convertToSnakeCase
            encoder.outputFormatting = .sortedKeys
            print(String(data: try encoder.encode(Keys()), encoding: .utf8)!)
            struct Back: Codable { var myHttpServer: Int; var userId: Int; var plain: Int; var _private: Int }
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            let back = try decoder.decode(Back.self, from: Data(#"{"my_http_server": 1, "user_id": 2, "plain": 3, "_private": 4}"#.utf8))
            print(back.myHttpServer, back.userId, back.plain, back._private)
            """, prints: """
            {"a_b":4,"my_http_server":1,"plain":3,"user_id":2}
            1 2 3 4

            """)
    }
}
