// Non-mutating methods returning modified copies chain fluently.
struct Request {
    var path = "/"
    var query: [(String, String)] = []
    var method = "GET"
    func adding(_ name: String, _ value: String) -> Request {
        var copy = self
        copy.query.append((name, value))
        return copy
    }
    func using(_ method: String) -> Request {
        var copy = self
        copy.method = method
        return copy
    }
    var url: String {
        query.isEmpty ? path : path + "?" + query.map { "\($0.0)=\($0.1)" }.joined(separator: "&")
    }
}
let base = Request(path: "/search")
let request = base.adding("q", "swift").adding("page", "2").using("POST")
print(request.method, request.url)  // expect: POST /search?q=swift&page=2
print(base.url, base.method)  // expect: /search GET
