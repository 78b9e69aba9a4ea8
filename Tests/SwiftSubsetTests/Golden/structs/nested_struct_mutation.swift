// Mutating a nested struct property writes through the whole path.
struct Address { var city: String }
struct Person { var name: String; var address: Address }
var p = Person(name: "Ana", address: Address(city: "Lima"))
var q = p
q.address.city = "Quito"
print(p.address.city, q.address.city)  // expect: Lima Quito
func relocate(_ person: inout Person) { person.address.city = "Cusco" }
relocate(&p)
print(p.address.city)  // expect: Cusco
