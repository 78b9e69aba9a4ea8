// Scaling a recipe: units with conversion, fractions rendered for cooks, nested types
import Foundation

struct Recipe {
    struct Ingredient {
        enum Unit: String {
            case gram = "g", kilogram = "kg", millilitre = "ml", litre = "l", piece = "pc", teaspoon = "tsp", cup

            var baseFactor: Double {
                switch self {
                case .kilogram, .litre: return 1000
                default: return 1
                }
            }
            var base: Unit {
                switch self {
                case .kilogram: return .gram
                case .litre: return .millilitre
                default: return self
                }
            }
        }
        var name: String
        var amount: Double
        var unit: Unit
    }

    var title: String
    var servings: Int
    var ingredients: [Ingredient]

    func scaled(to newServings: Int) -> Recipe {
        let factor = Double(newServings) / Double(servings)
        var copy = self
        copy.servings = newServings
        copy.ingredients = ingredients.map { ingredient in
            var i = ingredient
            i.amount *= factor
            return i
        }
        return copy
    }

    func normalized() -> Recipe {
        var copy = self
        for index in copy.ingredients.indices {
            let unit = copy.ingredients[index].unit
            copy.ingredients[index].amount *= unit.baseFactor
            copy.ingredients[index].unit = unit.base
            if copy.ingredients[index].unit == .gram && copy.ingredients[index].amount >= 1000 {
                copy.ingredients[index].amount /= 1000
                copy.ingredients[index].unit = .kilogram
            }
        }
        return copy
    }
}

func pretty(_ amount: Double) -> String {
    let whole = Int(amount)
    let fraction = amount - Double(whole)
    let fractions: [(Double, String)] = [(0.25, "¼"), (0.5, "½"), (0.75, "¾"), (1.0 / 3, "⅓"), (2.0 / 3, "⅔")]
    if fraction < 0.01 { return "\(whole)" }
    if let match = fractions.first(where: { abs($0.0 - fraction) < 0.01 }) {
        return whole == 0 ? match.1 : "\(whole)\(match.1)"
    }
    return String((amount * 10).rounded() / 10)
}

let pancakes = Recipe(title: "Pancakes", servings: 4, ingredients: [
    .init(name: "flour", amount: 250, unit: .gram),
    .init(name: "milk", amount: 0.5, unit: .litre),
    .init(name: "eggs", amount: 2, unit: .piece),
    .init(name: "sugar", amount: 1.5, unit: .teaspoon),
    .init(name: "butter", amount: 0.25, unit: .cup),
])

for servings in [4, 2, 6, 16] {
    let r = pancakes.scaled(to: servings).normalized()
    let parts = r.ingredients.map { "\(pretty($0.amount)) \($0.unit.rawValue) \($0.name)" }
    print("\(r.title) for \(r.servings): \(parts.joined(separator: ", "))")
}
print(pancakes.ingredients[1].unit, Recipe.Ingredient.Unit(rawValue: "kg") as Any)
print(pancakes.ingredients.map(\.unit))
print(pretty(1.0 / 3), pretty(2.75), pretty(0.1), pretty(7))

// expect: Pancakes for 4: 250 g flour, 500 ml milk, 2 pc eggs, 1½ tsp sugar, ¼ cup butter
// expect: Pancakes for 2: 125 g flour, 250 ml milk, 1 pc eggs, ¾ tsp sugar, 0.1 cup butter
// expect: Pancakes for 6: 375 g flour, 750 ml milk, 3 pc eggs, 2¼ tsp sugar, 0.4 cup butter
// expect: Pancakes for 16: 1 kg flour, 2000 ml milk, 8 pc eggs, 6 tsp sugar, 1 cup butter
// expect: litre Optional(main.Recipe.Ingredient.Unit.kilogram)
// expect: [main.Recipe.Ingredient.Unit.gram, main.Recipe.Ingredient.Unit.litre, main.Recipe.Ingredient.Unit.piece, main.Recipe.Ingredient.Unit.teaspoon, main.Recipe.Ingredient.Unit.cup]
// expect: ⅓ 2¾ 0.1 7
