// Protocols with associated types, inferred from the conformer.
protocol Container {
    associatedtype Item
    var items: [Item] { get }
    func first() -> Item?
}
extension Container { func first() -> Item? { items.first } }
struct Words: Container { let items: [String] }
struct Numbers: Container { let items: [Int] }
func describeFirst<C: Container>(_ c: C) -> String { "\(c.first().map { "\($0)" } ?? "none")" }
print(describeFirst(Words(items: ["hi", "yo"])))  // expect: hi
print(describeFirst(Numbers(items: [])))  // expect: none
