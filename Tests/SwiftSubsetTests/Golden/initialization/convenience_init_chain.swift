// Convenience initializers delegate across; designated ones delegate up.
class Food {
    var name: String
    init(name: String) {
        self.name = name
        print("Food.init(name: \(name))")
    }
    convenience init() { self.init(name: "[Unnamed]") }
}
class RecipeIngredient: Food {
    var quantity: Int
    init(name: String, quantity: Int) {
        self.quantity = quantity
        super.init(name: name)
    }
    override convenience init(name: String) { self.init(name: name, quantity: 1) }
}
class ShoppingItem: RecipeIngredient {
    var purchased = false
    var summary: String { "\(quantity) x \(name)" + (purchased ? " ✔" : "") }
}
let unnamed = ShoppingItem()  // expect: Food.init(name: [Unnamed])
let eggs = ShoppingItem(name: "eggs", quantity: 6)  // expect: Food.init(name: eggs)
eggs.purchased = true
let bacon = ShoppingItem(name: "bacon")  // expect: Food.init(name: bacon)
print([unnamed, eggs, bacon].map(\.summary))  // expect: ["1 x [Unnamed]", "6 x eggs ✔", "1 x bacon"]
