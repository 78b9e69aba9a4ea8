// A generic LoadState enum with payload cases, a switch expression property, catching a payload error pattern, and switch cases with where.
enum LoadState<Value> {
    case idle, loading
    case loaded(Value)
    case failed(String)
    var isLoading: Bool { if case .loading = self { return true } else { return false } }
    var value: Value? {
        switch self {
        case .loaded(let v): v
        default: nil
        }
    }
}
struct User { let name: String; let age: Int }
enum APIError: Error { case notFound(id: Int), offline }
func fetchUser(id: Int) throws -> User {
    if id < 0 { throw APIError.offline }
    if id > 3 { throw APIError.notFound(id: id) }
    return User(name: ["Ann", "Bo", "Cy", "Di"][id], age: 20 + id * 3)
}
func load(_ id: Int) -> LoadState<User> {
    do { return .loaded(try fetchUser(id: id)) }
    catch APIError.notFound(let id) { return .failed("no user \(id)") }
    catch { return .failed("\(error)") }
}
for id in [1, 7, -1] {
    let state = load(id)
    switch state {
    case .loaded(let u) where u.age > 21: print("adult", u.name)
    case .loaded(let u): print("young", u.name)
    case .failed(let why): print("error:", why)
    case .idle, .loading: print("waiting")
    }
}
var s: LoadState<[Int]> = .idle
print(s.isLoading, s.value as Any)
s = .loading
print(s.isLoading)
s = .loaded([3, 1, 2])
print(s.value?.sorted() ?? [])
// expect: adult Bo
// expect: error: no user 7
// expect: error: offline
// expect: false nil
// expect: true
// expect: [1, 2, 3]
