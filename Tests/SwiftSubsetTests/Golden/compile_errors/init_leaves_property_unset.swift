// Every stored property without a default gets its value in the initializer.
struct Recipe {
    let title: String
    var servings: Int
    var notes: String? = nil
    init(title: String) {
        self.title = title
    } // expect error col 5: return from initializer without initializing all stored properties
}
print(Recipe(title: "Soup").title)
