// An instance of one class is not an instance of an unrelated one.
class Animal {}
class Vehicle {}
let pet: Animal = Vehicle() // expect error col 19: cannot convert value of type 'Vehicle' to specified type 'Animal'
print(pet)
