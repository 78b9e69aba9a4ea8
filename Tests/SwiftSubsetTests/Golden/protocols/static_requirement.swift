// Static requirements and initializer requirements in protocols.
protocol Defaultable { static var fallback: Self { get }; init() }
struct Color: Defaultable {
    var name = "none"
    static var fallback: Color { Color(name: "black") }
}
extension Int: Defaultable { static var fallback: Int { -1 } }
func make<T: Defaultable>(_ type: T.Type) -> (T, T) { (T(), T.fallback) }
print(make(Color.self))  // expect: (main.Color(name: "none"), main.Color(name: "black"))
print(make(Int.self))  // expect: (0, -1)
