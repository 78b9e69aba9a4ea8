// A struct is Identifiable only with an `id` property (a class gets one for free)
struct Recipe: Identifiable { // expect error col 8: type 'Recipe' does not conform to protocol 'Identifiable'
    var name: String
    var minutes: Int
}

let recipes = [Recipe(name: "soup", minutes: 30)]
print(recipes.map(\.name))
