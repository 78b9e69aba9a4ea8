// as! to the wrong class traps; Swift reports both types (module-qualified).
class Animal {}
class Dog: Animal {}
class Cat: Animal {}
let pets: [Animal] = [Dog(), Cat()]
let d = pets[0] as! Dog
print(type(of: d))  // expect: Dog
let c = pets[1] as! Dog  // expect runtime error: Could not cast value of type 'main.Cat'
print(c)
