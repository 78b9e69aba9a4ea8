// Result-returning loaders with completion handlers and generic typealiases.
enum NetworkError: Error, CustomStringConvertible {
    case notFound(String)
    case offline
    var description: String {
        switch self {
        case .notFound(let what): return "not found: \(what)"
        case .offline: return "offline"
        }
    }
}
typealias Completion<T> = (Result<T, NetworkError>) -> Void
struct User { let id: Int; let name: String }
final class UserService {
    private let users = [1: "Ada", 2: "Grace"]
    var isOnline = true
    func fetch(id: Int, completion: Completion<User>) {
        guard isOnline else { return completion(.failure(.offline)) }
        if let name = users[id] { completion(.success(User(id: id, name: name))) }
        else { completion(.failure(.notFound("user \(id)"))) }
    }
}
let service = UserService()
var log: [String] = []
for id in [1, 3] {
    service.fetch(id: id) { result in
        switch result {
        case .success(let user): log.append(user.name)
        case .failure(let error): log.append("\(error)")
        }
    }
}
service.isOnline = false
service.fetch(id: 1) { log.append((try? $0.get().name) ?? "failed") }
print(log)
let mapped = Result<Int, NetworkError>.success(2).map { $0 * 10 }
print(mapped)
// expect: ["Ada", "not found: user 3", "failed"]
// expect: success(20)
