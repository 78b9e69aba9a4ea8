// A recipe scaler: amounts in Double scaled to a number of servings, units converted upward (tsp to tbsp to cup), printed without trailing zeros.
import Foundation

enum Unit: String {
    case tsp, tbsp, cup, gram, piece

    var next: (unit: Unit, factor: Double)? {
        switch self {
        case .tsp: return (.tbsp, 3)
        case .tbsp: return (.cup, 16)
        default: return nil
        }
    }
}

struct Ingredient {
    let name: String
    var amount: Double
    var unit: Unit

    func scaled(by factor: Double) -> Ingredient {
        var copy = self
        copy.amount *= factor
        while let up = copy.unit.next, copy.amount >= up.factor {
            copy.amount /= up.factor
            copy.unit = up.unit
        }
        if copy.unit == .piece { copy.amount = copy.amount.rounded(.up) }
        return copy
    }

    var text: String {
        let number = amount == amount.rounded() ? String(Int(amount)) : String(format: "%.2f", amount)
        return "\(number) \(unit.rawValue) \(name)"
    }
}

struct Recipe {
    let title: String
    let servings: Int
    var ingredients: [Ingredient]

    func scaled(to newServings: Int) -> Recipe {
        let factor = Double(newServings) / Double(servings)
        return Recipe(title: title, servings: newServings, ingredients: ingredients.map { $0.scaled(by: factor) })
    }
}

let pancakes = Recipe(title: "Pancakes", servings: 4, ingredients: [
    Ingredient(name: "flour", amount: 200, unit: .gram),
    Ingredient(name: "sugar", amount: 2, unit: .tbsp),
    Ingredient(name: "baking powder", amount: 2, unit: .tsp),
    Ingredient(name: "eggs", amount: 2, unit: .piece),
])

for servings in [2, 4, 12, 3] {
    let r = pancakes.scaled(to: servings)
    print("\(r.title) for \(r.servings):", r.ingredients.map(\.text).joined(separator: "; "))
}
// expect: Pancakes for 2: 100 gram flour; 1 tbsp sugar; 1 tsp baking powder; 1 piece eggs
// expect: Pancakes for 4: 200 gram flour; 2 tbsp sugar; 2 tsp baking powder; 2 piece eggs
// expect: Pancakes for 12: 600 gram flour; 6 tbsp sugar; 2 tbsp baking powder; 6 piece eggs
// expect: Pancakes for 3: 150 gram flour; 1.50 tbsp sugar; 1.50 tsp baking powder; 2 piece eggs
let big = Ingredient(name: "milk", amount: 40, unit: .tbsp).scaled(by: 1.5)
print(big.text, big.amount, big.unit)
// expect: 3.75 cup milk 3.75 cup
