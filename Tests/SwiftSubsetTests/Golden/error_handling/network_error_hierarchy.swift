// An error hierarchy for a network layer: nested error enums, a protocol for user messages, rethrows, typed throws, Result conversion
protocol UserFacingError: Error {
    var userMessage: String { get }
    var isRetryable: Bool { get }
}

extension UserFacingError {
    var isRetryable: Bool { false }
}

enum NetworkError: UserFacingError, Equatable {
    case offline
    case timeout(seconds: Int)
    case http(status: Int)

    var userMessage: String {
        switch self {
        case .offline: return "You are offline."
        case .timeout(let s): return "Timed out after \(s)s."
        case .http(let status) where status >= 500: return "Server error \(status)."
        case .http(let status): return "Request failed (\(status))."
        }
    }
    var isRetryable: Bool {
        switch self {
        case .offline, .timeout: return true
        case .http(let status): return status >= 500
        }
    }
}

struct DecodingFailure: UserFacingError {
    let field: String
    var userMessage: String { "Bad data in '\(field)'." }
}

enum ValidationError: Error { case empty, tooLong(Int) }

func validate(_ name: String) throws(ValidationError) -> String {
    if name.isEmpty { throw .empty }
    if name.count > 8 { throw .tooLong(name.count) }
    return name.lowercased()
}

func fetch(_ path: String) throws -> String {
    switch path {
    case "/offline": throw NetworkError.offline
    case "/slow": throw NetworkError.timeout(seconds: 30)
    case "/missing": throw NetworkError.http(status: 404)
    case "/broken": throw NetworkError.http(status: 503)
    case "/garbled": throw DecodingFailure(field: "price")
    default: return "200 OK \(path)"
    }
}

func withLogging<T>(_ label: String, _ body: () throws -> T) rethrows -> T {
    do {
        return try body()
    } catch {
        print("  [\(label)] \(type(of: error)) thrown")
        throw error
    }
}

for path in ["/home", "/offline", "/slow", "/missing", "/broken", "/garbled"] {
    do {
        print(try withLogging(path) { try fetch(path) })
    } catch let error as UserFacingError {
        print("\(error.userMessage) retry=\(error.isRetryable)")
    } catch {
        print("unknown", error)
    }
}
print(withLogging("pure") { 42 })
for name in ["Ada", "", "Bartholomew"] {
    do {
        print(try validate(name))
    } catch .empty {
        print("empty name")
    } catch .tooLong(let n) {
        print("too long by \(n - 8)")
    }
}
let results = ["/home", "/missing"].map { path in Result { try fetch(path) } }
for r in results {
    switch r.mapError({ ($0 as? NetworkError) ?? .offline }) {
    case .success(let s): print("success", s)
    case .failure(let e): print("failure", e, e == .http(status: 404))
    }
}
let recovered = (try? fetch("/slow")) ?? "cached copy"
print(recovered)

// expect: 200 OK /home
// expect:   [/offline] NetworkError thrown
// expect: You are offline. retry=true
// expect:   [/slow] NetworkError thrown
// expect: Timed out after 30s. retry=true
// expect:   [/missing] NetworkError thrown
// expect: Request failed (404). retry=false
// expect:   [/broken] NetworkError thrown
// expect: Server error 503. retry=true
// expect:   [/garbled] DecodingFailure thrown
// expect: Bad data in 'price'. retry=false
// expect: 42
// expect: ada
// expect: empty name
// expect: too long by 3
// expect: success 200 OK /home
// expect: failure http(status: 404) true
// expect: cached copy
