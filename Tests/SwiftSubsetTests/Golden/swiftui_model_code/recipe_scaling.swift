// A recipe model scales ingredient amounts by servings and formats them for display.
import Foundation
struct Recipe {
    struct Ingredient {
        enum Unit: String { case g, ml, tbsp, piece }
        let name: String
        let amount: Double
        let unit: Unit
    }
    let name: String
    let servings: Int
    let ingredients: [Ingredient]
    func scaled(to newServings: Int) -> Recipe {
        let factor = Double(newServings) / Double(servings)
        return Recipe(name: name, servings: newServings,
                      ingredients: ingredients.map { .init(name: $0.name, amount: $0.amount * factor, unit: $0.unit) })
    }
    var shoppingList: [String] {
        ingredients.map { item in
            let amount = item.amount.rounded() == item.amount ? String(Int(item.amount)) : String(format: "%.1f", item.amount)
            return item.unit == .piece ? "\(amount) \(item.name)" : "\(amount) \(item.unit.rawValue) \(item.name)"
        }
    }
}
let pancakes = Recipe(name: "Pancakes", servings: 4, ingredients: [
    .init(name: "flour", amount: 200, unit: .g),
    .init(name: "milk", amount: 300, unit: .ml),
    .init(name: "eggs", amount: 2, unit: .piece),
    .init(name: "sugar", amount: 1, unit: .tbsp),
])
print(pancakes.shoppingList)  // expect: ["200 g flour", "300 ml milk", "2 eggs", "1 tbsp sugar"]
print(pancakes.scaled(to: 6).shoppingList)  // expect: ["300 g flour", "450 ml milk", "3 eggs", "1.5 tbsp sugar"]
print(pancakes.scaled(to: 1).ingredients[3].amount)  // expect: 0.25
