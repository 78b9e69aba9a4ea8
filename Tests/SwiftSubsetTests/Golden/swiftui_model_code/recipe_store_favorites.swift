// A recipe store class: identifiable structs in an array, toggling a favourite by index, key-path maps and sums, max by a computed total, a Set of names.
struct Ingredient: Hashable { let name: String; let grams: Double }
struct Recipe: Identifiable {
    let id: Int
    var title: String
    var ingredients: [Ingredient]
    var isFavorite = false
    var totalGrams: Double { ingredients.map(\.grams).reduce(0, +) }
}
final class RecipeStore {
    private(set) var recipes: [Recipe] = []
    private var nextID = 1
    @discardableResult
    func add(_ title: String, _ items: [(String, Double)]) -> Recipe {
        let r = Recipe(id: nextID, title: title, ingredients: items.map { Ingredient(name: $0.0, grams: $0.1) })
        nextID += 1
        recipes.append(r)
        return r
    }
    func toggleFavorite(_ id: Int) {
        guard let i = recipes.firstIndex(where: { $0.id == id }) else { return }
        recipes[i].isFavorite.toggle()
    }
    var favorites: [Recipe] { recipes.filter(\.isFavorite) }
    func heaviest() -> Recipe? { recipes.max { $0.totalGrams < $1.totalGrams } }
}
let store = RecipeStore()
store.add("Pancakes", [("flour", 200), ("milk", 300), ("egg", 50)])
let soup = store.add("Soup", [("water", 800), ("salt", 5.5)])
store.toggleFavorite(soup.id)
print(store.favorites.map(\.title))
print(store.heaviest()?.title ?? "none", store.heaviest()?.totalGrams ?? 0)
print(store.recipes.map { "\($0.id):\($0.title):\($0.ingredients.count)" }.joined(separator: ","))
let allNames = Set(store.recipes.flatMap { $0.ingredients.map(\.name) })
print(allNames.sorted())
// expect: ["Soup"]
// expect: Soup 805.5
// expect: 1:Pancakes:3,2:Soup:2
// expect: ["egg", "flour", "milk", "salt", "water"]
