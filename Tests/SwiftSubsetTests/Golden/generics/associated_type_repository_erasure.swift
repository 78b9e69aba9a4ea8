// Generic protocol with an associated type, used through generics and a type-erased wrapper.
protocol Repository {
    associatedtype Item
    func all() -> [Item]
    mutating func add(_ item: Item)
}
struct MemoryRepository<T>: Repository {
    private var items: [T] = []
    func all() -> [T] { items }
    mutating func add(_ item: T) { items.append(item) }
}
struct AnyRepository<Item> {
    private let _all: () -> [Item]
    init<R: Repository>(_ r: R) where R.Item == Item { _all = r.all }
    func all() -> [Item] { _all() }
}
func fill<R: Repository>(_ repo: inout R, with items: [R.Item]) {
    for item in items { repo.add(item) }
}
var repo = MemoryRepository<String>()
fill(&repo, with: ["a", "b", "c"])
let erased = AnyRepository(repo)
repo.add("d")
print(erased.all(), repo.all())
// expect: ["a", "b", "c"] ["a", "b", "c", "d"]
