// Enums hold computed properties, static members and initializers of their own.
enum Unit: String, CaseIterable {
    case grams = "g", kilograms = "kg", pounds = "lb"
    static let base = Unit.grams
    var toGrams: Double {
        switch self {
        case .grams: 1
        case .kilograms: 1000
        case .pounds: 453.6
        }
    }
    init?(symbol: String) {
        guard let unit = Unit.allCases.first(where: { $0.rawValue == symbol.lowercased() }) else { return nil }
        self = unit
    }
    func convert(_ amount: Double, to other: Unit) -> Double { amount * toGrams / other.toGrams }
}
print(Unit.base)  // expect: grams
print(Unit(symbol: "KG") as Any)  // expect: Optional(main.Unit.kilograms)
print(Unit(symbol: "oz") as Any)  // expect: nil
print(Unit.kilograms.convert(2, to: .grams))  // expect: 2000.0
print(Unit.pounds.convert(10, to: .kilograms))  // expect: 4.536
