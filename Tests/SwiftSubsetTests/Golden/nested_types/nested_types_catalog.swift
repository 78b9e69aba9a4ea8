// Nested types in a product catalog: enums and structs inside types and extensions, qualified names in output, typealiases inside types
struct Catalog {
    struct Product: CustomStringConvertible {
        enum Category: String, CaseIterable {
            case food, tools, toys
            struct Policy { let returnDays: Int; let taxRate: Double }
            var policy: Policy {
                switch self {
                case .food: Policy(returnDays: 0, taxRate: 0.05)
                case .tools: Policy(returnDays: 30, taxRate: 0.2)
                case .toys: Policy(returnDays: 14, taxRate: 0.2)
                }
            }
        }
        typealias SKU = String
        let sku: SKU
        let name: String
        let category: Category
        let price: Double
        var description: String { "\(name) [\(sku)]" }
    }
    typealias Index = [Product.Category: [Product]]
    var products: [Product] = []
    var index: Index { Dictionary(grouping: products, by: \.category) }
}

extension Catalog.Product {
    enum Availability { case inStock(Int), backordered(days: Int), discontinued }
    func availability(stock: [SKU: Int]) -> Availability {
        switch stock[sku] {
        case let n? where n > 0: return .inStock(n)
        case 0?: return .backordered(days: category == .food ? 2 : 10)
        default: return .discontinued
        }
    }
}

var catalog = Catalog()
catalog.products = [
    .init(sku: "A1", name: "Apple", category: .food, price: 0.5),
    .init(sku: "H2", name: "Hammer", category: .tools, price: 12),
    .init(sku: "Y3", name: "Yo-yo", category: .toys, price: 3),
    .init(sku: "B4", name: "Bread", category: .food, price: 2.2),
]
let stock: [Catalog.Product.SKU: Int] = ["A1": 40, "H2": 0, "B4": 3]
for p in catalog.products { print(p, p.availability(stock: stock)) }
print(catalog.index[.food]!.map(\.name), Catalog.Product.Category.allCases.map { $0.policy.returnDays })
print(catalog.products[1].category, [catalog.products[1].category], Catalog.Product.Category.toys.policy.taxRate)
print(catalog.products[2].availability(stock: stock), [catalog.products[0].availability(stock: stock)])
let policy = Catalog.Product.Category.tools.policy
print(policy, type(of: policy), Catalog.Product.Availability.backordered(days: 3))

// expect: Apple [A1] inStock(40)
// expect: Hammer [H2] backordered(days: 10)
// expect: Yo-yo [Y3] discontinued
// expect: Bread [B4] inStock(3)
// expect: ["Apple", "Bread"] [0, 30, 14]
// expect: tools [main.Catalog.Product.Category.tools] 0.2
// expect: discontinued [main.Catalog.Product.Availability.inStock(40)]
// expect: Policy(returnDays: 30, taxRate: 0.2) Policy backordered(days: 3)
