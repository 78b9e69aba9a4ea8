// A protocol with a primary associated type, used as `some P<T>` and `any P<T>`.
protocol Repository<Model> {
    associatedtype Model
    func all() -> [Model]
}
struct MemoryRepository<Model>: Repository {
    let items: [Model]
    func all() -> [Model] { items }
}
struct NumberRepository: Repository {
    func all() -> [Int] { [1, 2, 3] }
}
func count(_ repo: some Repository<Int>) -> Int { repo.all().count }
func total(_ repos: [any Repository<Int>]) -> Int { repos.flatMap { $0.all() }.reduce(0, +) }
let memory = MemoryRepository(items: [10, 20])
print(count(memory), count(NumberRepository()))  // expect: 2 3
print(total([memory, NumberRepository()]))  // expect: 36
let names: any Repository<String> = MemoryRepository(items: ["a"])
print(names.all())  // expect: ["a"]
