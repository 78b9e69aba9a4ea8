// KeyPath values: stored, passed around, and applied with subscript(keyPath:).
struct Address { var city: String }
struct Person { var name: String; var age: Int; var address: Address }
var person = Person(name: "Lou", age: 41, address: Address(city: "Turin"))
let nameKey = \Person.name
let cityKey: KeyPath<Person, String> = \Person.address.city
print(person[keyPath: nameKey], person[keyPath: cityKey])  // expect: Lou Turin
let ageKey: WritableKeyPath<Person, Int> = \.age
person[keyPath: ageKey] += 1
print(person.age)  // expect: 42
func values<T, V>(_ items: [T], _ path: KeyPath<T, V>) -> [V] { items.map { $0[keyPath: path] } }
let people = [person, Person(name: "Max", age: 7, address: Address(city: "Bern"))]
print(values(people, \.address.city))  // expect: ["Turin", "Bern"]
func sorted<T, V: Comparable>(_ items: [T], by path: KeyPath<T, V>) -> [T] {
    items.sorted { $0[keyPath: path] < $1[keyPath: path] }
}
print(sorted(people, by: \.age).map(\.name))  // expect: ["Max", "Lou"]
print(type(of: nameKey))  // expect: WritableKeyPath<Person, String>
