import JSONCoding
import Testing

struct JSONValueDecoderTests {
    struct Record: Codable, Equatable {
        var name: String
        var count: Int
        var ratio: Double
        var note: String?
        var tags: [String]
        var table: [String: Int]
    }

    @Test("A record decodes, unknown keys ignored, a missing optional nil")
    func decodesRecord() throws {
        let text = #"{"name":"a","count":3,"ratio":0.5,"tags":["x"],"table":{"k":1},"extra":[1,{"y":null}]}"#
        let record = try JSONValueDecoder().decode(Record.self, from: text)
        #expect(record == Record(name: "a", count: 3, ratio: 0.5, note: nil, tags: ["x"], table: ["k": 1]))
    }

    @Test("Whole numbers written as reals decode as integers; others do not", arguments: [
        ("3", 3 as Int?), ("3.0", 3), ("1e2", 100), ("-0", 0), ("3.5", nil), ("1e400", nil), ("99999999999999999999", nil), ("\"3\"", nil), ("true", nil),
    ])
    func integers(text: String, expected: Int?) {
        #expect((try? JSONValueDecoder().decode(Int.self, from: text)) == expected)
    }

    @Test("Small integer types refuse what does not fit")
    func narrowIntegers() {
        #expect((try? JSONValueDecoder().decode(Int8.self, from: "127")) == 127)
        #expect((try? JSONValueDecoder().decode(Int8.self, from: "300")) == nil)
        #expect((try? JSONValueDecoder().decode(UInt.self, from: "-1")) == nil)
    }

    @Test("A missing key or a value of the wrong kind is a decoding error with its path")
    func mismatches() {
        do {
            _ = try JSONValueDecoder().decode(Record.self, from: #"{"name":"a","count":"3"}"#)
            Issue.record("decoded")
        } catch {
            guard case .mismatch(.typeMismatch(_, let context)) = error else { Issue.record("\(error)"); return }
            #expect(context.codingPath.map(\.stringValue) == ["count"])
        }
        do {
            _ = try JSONValueDecoder().decode([Record].self, from: #"[{"name":"a"}]"#)
            Issue.record("decoded")
        } catch {
            guard case .mismatch(.keyNotFound(let key, let context)) = error else { Issue.record("\(error)"); return }
            #expect(key.stringValue == "count")
            #expect(context.codingPath.map(\.stringValue) == ["Index 0"])
        }
        do {
            _ = try JSONValueDecoder().decode(Record.self, from: "{\n\"name\": }")
            Issue.record("decoded")
        } catch {
            guard case .notJSON(let reason) = error else { Issue.record("\(error)"); return }
            #expect((reason.line, reason.column) == (2, 9))
        }
    }

    @Test("Enums with associated values and nested containers round-trip")
    func enumsRoundTrip() throws {
        enum Shape: Codable, Equatable {
            case dot
            case circle(radius: Double)
            case path([Int], closed: Bool)
        }
        let shapes: [Shape] = [.dot, .circle(radius: 1.5), .path([1, 2], closed: true)]
        let text = try JSONValueEncoder(options: .sortedKeys).encode(shapes)
        #expect(try JSONValueDecoder().decode([Shape].self, from: text) == shapes)
        #expect(try JSONValueDecoder().decode([Int: String].self, from: JSONValueEncoder().encode([3: "c", 1: "a"])) == [3: "c", 1: "a"])
    }
}
