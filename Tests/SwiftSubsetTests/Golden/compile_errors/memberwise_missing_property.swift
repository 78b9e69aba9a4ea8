// The memberwise initializer needs every property without a default.
struct Recipe {
    var title: String
    var minutes: Int
    var vegetarian = false
}
let soup = Recipe(title: "Soup") // expect error col 32: missing argument for parameter 'minutes' in call
print(soup)
