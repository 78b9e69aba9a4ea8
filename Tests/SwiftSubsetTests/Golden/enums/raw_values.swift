// Raw values: explicit, implicit Int increments, implicit String names, init?(rawValue:).
enum Planet: Int { case mercury = 1, venus, earth }
enum Suit: String { case hearts, spades = "S" }
print(Planet.earth.rawValue)  // expect: 3
print(Suit.hearts.rawValue, Suit.spades.rawValue)  // expect: hearts S
print(Planet(rawValue: 2) as Any)  // expect: Optional(main.Planet.venus)
print(Planet(rawValue: 9) == nil)  // expect: true
if let s = Suit(rawValue: "S") { print(s) }  // expect: spades
