// Custom Equatable/Hashable with hash(into:) over a subset of the properties.
struct User: Hashable {
    let id: Int
    var name: String
    var lastSeen: Int
    static func == (a: User, b: User) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
let a = User(id: 1, name: "Ana", lastSeen: 100)
let renamed = User(id: 1, name: "Ana B.", lastSeen: 200)
print(a == renamed, a.hashValue == renamed.hashValue)  // expect: true true
var online: Set<User> = [a]
print(online.insert(renamed).inserted, online.count)  // expect: false 1
online.update(with: renamed)
print(online.first!.name)  // expect: Ana B.
var hasher = Hasher()
hasher.combine(1)
let viaHasher = hasher.finalize()
print(viaHasher == a.hashValue)  // expect: true
var lookup: [User: String] = [a: "admin"]
print(lookup[User(id: 1, name: "", lastSeen: 0)] ?? "none")  // expect: admin
lookup[User(id: 2, name: "Bo", lastSeen: 0)] = "guest"
print(lookup.count)  // expect: 2
