// dump(_:) writes a value's parts one per line: ▿ before a part with parts
// of its own, - before one without, objects numbered as they are met.
struct Ingredient { var name: String; var grams: Double? }
enum Step { case mix, bake(minutes: Int, hot: Bool) }
final class Recipe {
    var title = "Bread"
    var items = [Ingredient(name: "flour", grams: 500), Ingredient(name: "salt", grams: nil)]
    var steps: [Step] = [.mix, .bake(minutes: 40, hot: true)]
}
let recipe = dump(Recipe())
// expect: ▿ main.Recipe #0
// expect:   - title: "Bread"
// expect:   ▿ items: 2 elements
// expect:     ▿ main.Ingredient
// expect:       - name: "flour"
// expect:       ▿ grams: Optional(500.0)
// expect:         - some: 500.0
// expect:     ▿ main.Ingredient
// expect:       - name: "salt"
// expect:       - grams: nil
// expect:   ▿ steps: 2 elements
// expect:     - main.Step.mix
// expect:     ▿ main.Step.bake
// expect:       ▿ bake: (2 elements)
// expect:         - minutes: 40
// expect:         - hot: true
print(recipe.title)  // expect: Bread
dump([recipe, recipe], name: "shelf")
// expect: ▿ shelf: 2 elements
// expect:   ▿ main.Recipe #0
// expect:     - title: "Bread"
// expect:     ▿ items: 2 elements
// expect:       ▿ main.Ingredient
// expect:         - name: "flour"
// expect:         ▿ grams: Optional(500.0)
// expect:           - some: 500.0
// expect:       ▿ main.Ingredient
// expect:         - name: "salt"
// expect:         - grams: nil
// expect:     ▿ steps: 2 elements
// expect:       - main.Step.mix
// expect:       ▿ main.Step.bake
// expect:         ▿ bake: (2 elements)
// expect:           - minutes: 40
// expect:           - hot: true
// expect:   ▿ main.Recipe #0
dump((1, label: "x"))
// expect: ▿ (2 elements)
// expect:   - .0: 1
// expect:   - label: "x"
dump(Set(["only"]))
// expect: ▿ 1 member
// expect:   - "only"
