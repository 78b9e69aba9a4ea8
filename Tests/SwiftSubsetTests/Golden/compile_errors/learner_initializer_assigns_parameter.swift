// An initializer that writes `name = name`: the parameter shadows the property, and parameters are constants.
struct Pet {
    var name: String
    var age: Int

    init(name: String, age: Int) {
        name = name // expect error col 9: cannot assign to value: 'name' is a 'let' constant
        self.age = age
    }
}
print(Pet(name: "Rex", age: 3).name)
