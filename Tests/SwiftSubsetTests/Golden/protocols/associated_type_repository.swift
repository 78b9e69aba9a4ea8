// Protocols with associated types: a generic repository, constraints in where clauses, default implementations
protocol Identified {
    associatedtype ID: Hashable & Comparable
    var id: ID { get }
}

protocol Repository {
    associatedtype Entity: Identified
    var all: [Entity] { get }
    mutating func save(_ entity: Entity)
}

extension Repository {
    func find(_ id: Entity.ID) -> Entity? { all.first { $0.id == id } }
    var sortedIDs: [Entity.ID] { all.map(\.id).sorted() }
}

extension Repository where Entity: CustomStringConvertible {
    func dump() -> String { all.map(\.description).joined(separator: "; ") }
}

struct InMemoryRepository<E: Identified>: Repository {
    private var storage: [E.ID: E] = [:]
    private var order: [E.ID] = []
    var all: [E] { order.compactMap { storage[$0] } }
    mutating func save(_ entity: E) {
        if storage[entity.id] == nil { order.append(entity.id) }
        storage[entity.id] = entity
    }
}

struct User: Identified, CustomStringConvertible {
    let id: Int
    var name: String
    var description: String { "#\(id) \(name)" }
}

struct Tag: Identified {
    var id: String
    var uses: Int
}

func importAll<R: Repository>(_ items: [R.Entity], into repo: inout R) -> Int {
    items.forEach { repo.save($0) }
    return repo.all.count
}

func largest<R: Repository>(_ repo: R, by key: (R.Entity) -> Int) -> R.Entity.ID? where R.Entity.ID == String {
    repo.all.max { key($0) < key($1) }?.id
}

var users = InMemoryRepository<User>()
print(importAll([User(id: 3, name: "Cy"), User(id: 1, name: "Ada"), User(id: 2, name: "Ben")], into: &users))
users.save(User(id: 1, name: "Ada Lovelace"))
print(users.dump())
print(users.sortedIDs, users.find(2)?.name ?? "none", users.find(9)?.name ?? "none")

var tags = InMemoryRepository<Tag>()
_ = importAll([Tag(id: "swift", uses: 10), Tag(id: "ui", uses: 25), Tag(id: "async", uses: 7)], into: &tags)
print(tags.sortedIDs)
print(largest(tags, by: \.uses) ?? "-")
print(type(of: users.all), type(of: tags.find("ui")))

// expect: 3
// expect: #3 Cy; #1 Ada Lovelace; #2 Ben
// expect: [1, 2, 3] Ben none
// expect: ["async", "swift", "ui"]
// expect: ui
// expect: Array<User> Optional<Tag>
