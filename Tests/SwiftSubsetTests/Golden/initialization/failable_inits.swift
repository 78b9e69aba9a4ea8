// Failable initializers on structs, enums and classes, including delegation to init?.
struct Email {
    let value: String
    init?(_ raw: String) {
        let trimmed = raw.lowercased()
        guard trimmed.contains("@"), !trimmed.hasPrefix("@") else { return nil }
        value = trimmed
    }
}
print(Email("Ana@Mail.com")?.value ?? "invalid")  // expect: ana@mail.com
print(Email("@nope")?.value ?? "invalid")  // expect: invalid
enum Suit: Character {
    case spades = "♠", hearts = "♥"
    init?(name: String) {
        switch name {
        case "spades": self = .spades
        case "hearts": self = .hearts
        default: return nil
        }
    }
}
print(Suit(name: "hearts")?.rawValue as Any)  // expect: Optional("♥")
print(Suit(rawValue: "♣") as Any)  // expect: nil
class Product {
    let name: String
    init?(name: String) {
        if name.isEmpty { return nil }
        self.name = name
    }
}
class CartItem: Product {
    let quantity: Int
    init?(name: String, quantity: Int) {
        if quantity < 1 { return nil }
        self.quantity = quantity
        super.init(name: name)
    }
}
print(CartItem(name: "sock", quantity: 2)?.name ?? "nil")  // expect: sock
print(CartItem(name: "", quantity: 2) == nil, CartItem(name: "x", quantity: 0) == nil)  // expect: true true
