// A callback-based API delivering Result, wrapped with a continuation into async code.
struct User { let id: Int; let name: String }
enum NetworkError: Error, CustomStringConvertible {
    case notFound(id: Int)
    case unauthorized
    var description: String {
        switch self {
        case .notFound(let id): "user \(id) not found"
        case .unauthorized: "please sign in"
        }
    }
}
final class UserAPI {
    let users = [1: "Ana", 2: "Ben"]
    var signedIn = true
    func fetchUser(id: Int, completion: @escaping (Result<User, NetworkError>) -> Void) {
        guard signedIn else { return completion(.failure(.unauthorized)) }
        if let name = users[id] {
            completion(.success(User(id: id, name: name)))
        } else {
            completion(.failure(.notFound(id: id)))
        }
    }
    func user(id: Int) async throws -> User {
        try await withCheckedThrowingContinuation { continuation in
            fetchUser(id: id) { continuation.resume(with: $0) }
        }
    }
}
let api = UserAPI()
api.fetchUser(id: 1) { result in
    switch result {
    case .success(let user): print("hello \(user.name)")
    case .failure(let error): print("error: \(error)")
    }
}
// expect: hello Ana
api.fetchUser(id: 9) { print($0.map(\.name)) }  // expect: failure(user 9 not found)
do {
    let ben = try await api.user(id: 2)
    print(ben.name)  // expect: Ben
    api.signedIn = false
    _ = try await api.user(id: 2)
} catch {
    print("async error: \(error)")  // expect: async error: please sign in
}
