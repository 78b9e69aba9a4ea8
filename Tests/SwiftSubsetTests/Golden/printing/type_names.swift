// type(of:) prints the unqualified type name.
struct Box<T> { let value: T }
class Animal {}
class Dog: Animal {}
print(type(of: Box(value: 1)))  // expect: Box<Int>
let pet: Animal = Dog()
print(type(of: pet))  // expect: Dog
print(Int.self)  // expect: Int
print(type(of: [1: "a"]))  // expect: Dictionary<Int, String>
print(type(of: [1.0]))  // expect: Array<Double>
print(type(of: Optional(1)))  // expect: Optional<Int>
