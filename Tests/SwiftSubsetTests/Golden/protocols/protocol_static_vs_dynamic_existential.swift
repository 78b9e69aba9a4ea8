// Through `any P`, a requirement reaches the conformer's method; a default in an extension is static.
protocol Describable {
    var name: String { get }
    func summary() -> String
}
extension Describable {
    func summary() -> String { "a thing called \(name)" }
    func loud() -> String { summary().uppercased() }
    var kind: String { "describable" }
}
struct Car: Describable {
    let name: String
    func summary() -> String { "car \(name)" }
    var kind: String { "car" }
}
struct Rock: Describable { let name = "rock" }
let items: [any Describable] = [Car(name: "mini"), Rock()]
print(items.map { $0.summary() })  // expect: ["car mini", "a thing called rock"]
print(items.map { $0.loud() })  // expect: ["CAR MINI", "A THING CALLED ROCK"]
print(items.map(\.kind))  // expect: ["describable", "describable"]
print(Car(name: "van").kind)  // expect: car
func kindOf<T: Describable>(_ value: T) -> String { value.kind }
print(kindOf(Car(name: "bus")))  // expect: describable
