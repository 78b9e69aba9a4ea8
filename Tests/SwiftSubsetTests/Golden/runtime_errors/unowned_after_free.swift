// Reading an unowned reference after its object is gone traps.
final class Owner { let name = "owner"; deinit { print("owner deinit") } }
final class Pet {
    unowned let owner: Owner
    init(owner: Owner) { self.owner = owner }
}
var owner: Owner? = Owner()
let pet = Pet(owner: owner!)
print(pet.owner.name)  // expect: owner
owner = nil  // expect: owner deinit
print(pet.owner.name)
// expect runtime error: Attempted to read an unowned reference but object
