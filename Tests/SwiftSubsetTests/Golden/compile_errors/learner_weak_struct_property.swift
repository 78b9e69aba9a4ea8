// A weak reference to a struct owner, to avoid a cycle: weak works only with class types.
struct Owner {
    let name: String
}

class Pet {
    weak var owner: Owner? // expect error col 14: 'weak' may only be applied to class and class-bound protocol types, not 'Owner'
    let name: String
    init(name: String) { self.name = name }
}

let rex = Pet(name: "Rex")
print(rex.name)
