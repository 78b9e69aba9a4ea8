// The coders' options: snake-case keys both ways (dictionary keys untouched), date strategies (default, ISO 8601, seconds and milliseconds since 1970), UUID and URL as strings, slashes unescaped.
import Foundation

struct Session: Codable {
    var sessionID: UUID
    var userName: String
    var homePageURL: URL
    var startedAt: Date
    var isHTTPSecure: Bool
    var extraFields: [String: Int]
}

let session = Session(sessionID: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!,
                      userName: "ann", homePageURL: URL(string: "https://example.com/a/b?q=1")!,
                      startedAt: Date(timeIntervalSince1970: 1_700_000_000.25), isHTTPSecure: true,
                      extraFields: ["loginCount": 3])

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(data: try encoder.encode(session), encoding: .utf8)!)

encoder.keyEncodingStrategy = .convertToSnakeCase
encoder.dateEncodingStrategy = .iso8601
print(String(data: try encoder.encode(session), encoding: .utf8)!)

encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
encoder.dateEncodingStrategy = .secondsSince1970
let snake = try encoder.encode(session)
print(String(data: snake, encoding: .utf8)!)

encoder.dateEncodingStrategy = .millisecondsSince1970
print(String(data: try encoder.encode(session.startedAt), encoding: .utf8)!)

let decoder = JSONDecoder()
decoder.keyDecodingStrategy = .convertFromSnakeCase
decoder.dateDecodingStrategy = .secondsSince1970
do {
    // "session_id" comes back as "sessionId", not "sessionID".
    _ = try decoder.decode(Session.self, from: snake)
} catch {
    print(error)
}

struct Visit: Codable {
    var visitorId: UUID
    var pageUrl: URL
    var startedAt: Date
    var extraFields: [String: Int]
}
let visit = Visit(visitorId: session.sessionID, pageUrl: session.homePageURL, startedAt: session.startedAt, extraFields: ["tabCount": 2])
let back = try decoder.decode(Visit.self, from: try encoder.encode(visit))
print(back.visitorId, back.pageUrl, back.startedAt.timeIntervalSince1970, back.extraFields)
print(back.visitorId == session.sessionID, back.pageUrl.absoluteString)

let isoDecoder = JSONDecoder()
isoDecoder.dateDecodingStrategy = .iso8601
let dates = try isoDecoder.decode([Date].self, from: Data(#"["2024-02-29T12:30:00Z", "1999-12-31T23:59:59+01:00"]"#.utf8))
print(dates.map(\.timeIntervalSince1970))
do {
    _ = try isoDecoder.decode(Date.self, from: Data(#""yesterday""#.utf8))
} catch {
    print(error)
}

let plain = try JSONDecoder().decode(Date.self, from: Data("0".utf8))
print(plain.timeIntervalSince1970)
print(String(data: try JSONEncoder().encode(plain), encoding: .utf8)!)

// expect: {"extraFields":{"loginCount":3},"homePageURL":"https:\/\/example.com\/a\/b?q=1","isHTTPSecure":true,"sessionID":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F","startedAt":721692800.25,"userName":"ann"}
// expect: {"extra_fields":{"loginCount":3},"home_page_url":"https:\/\/example.com\/a\/b?q=1","is_http_secure":true,"session_id":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F","started_at":"2023-11-14T22:13:20Z","user_name":"ann"}
// expect: {"extra_fields":{"loginCount":3},"home_page_url":"https://example.com/a/b?q=1","is_http_secure":true,"session_id":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F","started_at":1700000000.25,"user_name":"ann"}
// expect: 1700000000250
// expect: DecodingError.keyNotFound: Key 'sessionID' not found in keyed decoding container. Debug description: No value associated with key CodingKeys(stringValue: "sessionID", intValue: nil) ("sessionID").
// expect: E621E1F8-C36C-495A-93FC-0C247A3E6E5F https://example.com/a/b?q=1 1700000000250.0 ["tabCount": 2]
// expect: true https://example.com/a/b?q=1
// expect: [1709209800.0, 946681199.0]
// expect: DecodingError.dataCorrupted: Data was corrupted. Debug description: Expected date string to be ISO8601-formatted.
// expect: 978307200.0
// expect: 0
