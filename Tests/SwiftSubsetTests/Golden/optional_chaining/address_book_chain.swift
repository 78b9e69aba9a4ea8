// Optional chaining through an address book: nested optionals, optional methods and subscripts, map and flatMap
struct Address {
    var street: String
    var city: String
    var zip: String?
    func formatted() -> String { "\(street), \(city)" + (zip.map { " \($0)" } ?? "") }
}

final class Company {
    var name: String
    var address: Address?
    init(name: String, address: Address? = nil) { self.name = name; self.address = address }
}

final class Person {
    let name: String
    var employer: Company?
    var home: Address?
    var phones: [String: String]?
    var manager: Person?
    init(name: String) { self.name = name }
    func contact(_ kind: String) -> String? { phones?[kind] }
}

let acme = Company(name: "Acme", address: Address(street: "1 Loop", city: "Cupertino", zip: "95014"))
let ada = Person(name: "Ada")
ada.employer = acme
ada.phones = ["work": "555-0100"]
let bob = Person(name: "Bob")
bob.manager = ada
bob.home = Address(street: "9 Elm", city: "Springfield", zip: nil)
let cy = Person(name: "Cy")
cy.manager = bob

let people = [ada, bob, cy]
for p in people {
    let city = p.employer?.address?.city ?? "unemployed"
    let bossCity = p.manager?.employer?.address?.city
    let zipLength = p.home?.zip?.count
    print(p.name, city, bossCity as Any, zipLength as Any)
}
print(cy.manager?.manager?.name ?? "-", cy.manager?.manager?.manager?.name ?? "-")
print(ada.contact("work") ?? "none", bob.contact("work") ?? "none", ada.phones?["home"] as Any)
print(bob.home?.formatted() as Any, acme.address?.formatted() ?? "")
if let street = cy.manager?.home?.street.uppercased() { print(street) }
bob.home?.zip = "12345"
cy.manager?.home?.city = "Shelbyville"
print(bob.home!.formatted())
let changed: Void? = cy.home?.zip = "1"
print(changed == nil)
ada.phones?["home"] = "555-0199"
print(ada.phones!.count, ada.phones?.keys.sorted() ?? [])
let zips = people.compactMap { $0.home?.zip ?? $0.employer?.address?.zip }
print(zips)
let managerNames = people.map { $0.manager.map(\.name) }
print(managerNames)
let nested: String?? = ada.phones.map { $0["work"] }
print(nested as Any, nested??.count as Any)
print(people.first { $0.manager?.name == "Bob" }?.name ?? "?")

// expect: Ada Cupertino nil nil
// expect: Bob unemployed Optional("Cupertino") nil
// expect: Cy unemployed nil nil
// expect: Ada -
// expect: 555-0100 none nil
// expect: Optional("9 Elm, Springfield") 1 Loop, Cupertino 95014
// expect: 9 ELM
// expect: 9 Elm, Shelbyville 12345
// expect: true
// expect: 2 ["home", "work"]
// expect: ["95014", "12345"]
// expect: [nil, Optional("Ada"), Optional("Bob")]
// expect: Optional(Optional("555-0100")) Optional(8)
// expect: Cy
