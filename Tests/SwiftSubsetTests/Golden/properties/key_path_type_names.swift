// type(of:) a key path: KeyPath, WritableKeyPath or ReferenceWritableKeyPath by the mutability of each step and whether it crosses a class
struct Address { var city: String; let zip: String }
struct Person { var name: String; let id: Int; var address: Address; var label: String { name } }
final class Account { var owner: Person; let number: Int; init(owner: Person, number: Int) { self.owner = owner; self.number = number } }
print(type(of: \Person.name), type(of: \Person.id), type(of: \Person.address.city), type(of: \Person.address.zip))
print(type(of: \Person.label), type(of: \Account.owner), type(of: \Account.number), type(of: \Account.owner.address.city))
let k: KeyPath<Person, String> = \.address.city
print(type(of: k))
let opt: WritableKeyPath<Person, String> = \Person.name
print(type(of: opt), type(of: \Person.address))

// expect: WritableKeyPath<Person, String> KeyPath<Person, Int> WritableKeyPath<Person, String> KeyPath<Person, String>
// expect: KeyPath<Person, String> ReferenceWritableKeyPath<Account, Person> KeyPath<Account, Int> ReferenceWritableKeyPath<Account, String>
// expect: WritableKeyPath<Person, String>
// expect: WritableKeyPath<Person, String> WritableKeyPath<Person, Address>
