// `self` printed in an initializer before every stored property has a value.
struct Recipe {
    let title: String
    let servings: Int
    init(title: String) {
        self.title = title
        print(self) // expect error col 15: 'self' used before all stored properties are initialized
        servings = 2
    }
}
print(Recipe(title: "Soup").servings)
