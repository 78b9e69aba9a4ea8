// A probe written as model code is written (session 29): kept because
// StateLab printed what swiftc prints; the expectations are swiftc's output.
protocol Identifiable2 { associatedtype ID: Hashable; var id: ID { get } }
struct User: Identifiable2 { let id: Int; let name: String }
struct Tag: Identifiable2 { let id: String }
func index<T: Identifiable2>(_ xs: [T]) -> [T.ID: T] { Dictionary(uniqueKeysWithValues: xs.map { ($0.id, $0) }) }
let users = index([User(id: 2, name: "b"), User(id: 1, name: "a")])
print(users.keys.sorted(), users[1]!.name)
print(index([Tag(id: "x")]).keys.first!)
protocol Repository {
    associatedtype Model
    func all() -> [Model]
}
struct MemoryRepo<M>: Repository { var store: [M]; func all() -> [M] { store } }
func countAll<R: Repository>(_ r: R) -> Int { r.all().count }
print(countAll(MemoryRepo(store: ["a", "b", "c"])))
extension Repository where Model: Comparable { func sortedAll() -> [Model] { all().sorted() } }
print(MemoryRepo(store: [3, 1, 2]).sortedAll())
// expect: [1, 2] a
// expect: x
// expect: 3
// expect: [1, 2, 3]
