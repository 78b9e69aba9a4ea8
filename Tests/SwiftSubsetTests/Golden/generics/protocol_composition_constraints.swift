// Generic functions with multiple constraints and protocol composition.
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
struct Person: Named, Aged { let name: String; let age: Int }
struct Pet: Named, Aged { let name: String; let age: Int; let species: String }
func oldest<T: Named & Aged>(_ items: [T]) -> String {
    items.max { $0.age < $1.age }.map { "\($0.name) (\($0.age))" } ?? "nobody"
}
func names(of items: [any Named]) -> [String] { items.map(\.name) }
func describe(_ x: some Named & Aged) -> String { "\(x.name) is \(x.age)" }
let people = [Person(name: "Ann", age: 30), Person(name: "Bo", age: 41)]
let pets = [Pet(name: "Rex", age: 3, species: "dog")]
print(oldest(people), oldest(pets), oldest([Person]()))
print(names(of: people + pets.map { $0 as any Named }))
print(describe(pets[0]))
// expect: Bo (41) Rex (3) nobody
// expect: ["Ann", "Bo", "Rex"]
// expect: Rex is 3
