// A typealias names a type that can be constructed and used for static members: Dict(), Nums(repeating:count:), a struct's alias with its memberwise init, a nested alias through its type.
typealias Dict = [String: Int]
typealias Nums = [Int]
typealias Pt = (x: Int, y: Int)
struct P { var a = 1 }
typealias PP = P
var d = Dict()
d["k"] = 2
print(d, Nums(), Nums(repeating: 1, count: 2), PP(a: 3))
struct Inventory {
    typealias Stock = [String: Int]
    static func empty() -> Stock { Stock() }
}
var stock = Inventory.Stock()
stock["apples"] = 4
print(stock, Inventory.empty().isEmpty, PP.init(a: 9).a)
// expect: ["k": 2] [] [1, 1] P(a: 3)
// expect: ["apples": 4] true 9
