// Two stored properties of one name in a struct.
struct Recipe {
    var title: String
    var servings = 2
    var servings = 4 // expect error col 9: invalid redeclaration of 'servings'
}
print(Recipe(title: "Soup").servings)
