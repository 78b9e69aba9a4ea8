// Generic result builders are out; instead builder-style fluent APIs returning Self copies.
struct Request {
    var path = "/"
    var headers: [String: String] = [:]
    var query: [(String, String)] = []
    func path(_ p: String) -> Request { var r = self; r.path = p; return r }
    func header(_ k: String, _ v: String) -> Request { var r = self; r.headers[k] = v; return r }
    func query(_ k: String, _ v: String) -> Request { var r = self; r.query.append((k, v)); return r }
    var url: String {
        let q = query.map { "\($0.0)=\($0.1)" }.joined(separator: "&")
        return q.isEmpty ? path : "\(path)?\(q)"
    }
}
let base = Request().header("Accept", "json")
let search = base.path("/search").query("q", "swift").query("page", "2")
print(search.url, base.url, search.headers.count)
let requests = ["a", "b"].map { base.path("/items/\($0)") }
print(requests.map(\.url))
// expect: /search?q=swift&page=2 / 1
// expect: ["/items/a", "/items/b"]
