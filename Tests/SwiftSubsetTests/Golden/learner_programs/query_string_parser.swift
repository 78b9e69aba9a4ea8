// A URL query-string parser written by hand: split on & and =, repeated keys collected into arrays, a flag without a value, + as space and %XX escapes decoded from hex, and a sorted re-encoding.
func decode(_ s: Substring) -> String? {
    var bytes: [UInt8] = []
    var i = s.startIndex
    while i < s.endIndex {
        let c = s[i]
        if c == "+" {
            bytes.append(32)
        } else if c == "%" {
            let hexStart = s.index(after: i)
            guard let hexEnd = s.index(hexStart, offsetBy: 2, limitedBy: s.endIndex),
                  let byte = UInt8(s[hexStart..<hexEnd], radix: 16) else { return nil }
            bytes.append(byte)
            i = hexEnd
            continue
        } else {
            bytes.append(contentsOf: Array(String(c).utf8))
        }
        i = s.index(after: i)
    }
    return String(decoding: bytes, as: UTF8.self)
}

func parse(_ query: String) -> [String: [String]] {
    var result: [String: [String]] = [:]
    for pair in query.split(separator: "&") {
        let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard let key = decode(parts[0]), !key.isEmpty else { continue }
        let value = parts.count > 1 ? (decode(parts[1]) ?? "?") : ""
        result[key, default: []].append(value)
    }
    return result
}

let query = "q=swift+strings&tag=ios&tag=beginner&page=2&debug&name=Jos%C3%A9&bad=%G1&=empty"
let params = parse(query)
for key in params.keys.sorted() {
    print("\(key): \(params[key]!)")
}
let page = params["page"]?.first.flatMap { Int($0) } ?? 1
print("page \(page + 1) next, debug on: \(params["debug"] != nil)")
let encoded = params.keys.sorted().flatMap { key in params[key]!.map { "\(key)=\($0.replacingSpaces())" } }
print(encoded.joined(separator: "&"))

extension String {
    func replacingSpaces() -> String { String(map { $0 == " " ? "+" : $0 }) }
}

// expect: bad: ["?"]
// expect: debug: [""]
// expect: name: ["José"]
// expect: page: ["2"]
// expect: q: ["swift strings"]
// expect: tag: ["ios", "beginner"]
// expect: page 3 next, debug on: true
// expect: bad=?&debug=&name=José&page=2&q=swift+strings&tag=ios&tag=beginner
