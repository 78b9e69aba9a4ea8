// Printing values of nested types: qualified names inside containers, plain at the top level.
struct Recipe {
    struct Ingredient {
        enum Unit { case gram, milliliter, piece }
        let name: String
        let amount: Double
        let unit: Unit
    }
    let title: String
    var ingredients: [Ingredient]
}
let milk = Recipe.Ingredient(name: "milk", amount: 200, unit: .milliliter)
print(milk.unit)  // expect: milliliter
print([milk.unit])  // expect: [main.Recipe.Ingredient.Unit.milliliter]
print(milk)  // expect: Ingredient(name: "milk", amount: 200.0, unit: main.Recipe.Ingredient.Unit.milliliter)
let optionalUnit: Recipe.Ingredient.Unit? = .gram
print(optionalUnit as Any)  // expect: Optional(main.Recipe.Ingredient.Unit.gram)
let pancakes = Recipe(title: "Pancakes", ingredients: [milk])
print(pancakes.ingredients.count, String(describing: type(of: pancakes.ingredients)))  // expect: 1 Array<Ingredient>
