// Static factory methods returning Self, reached by implicit member syntax.
struct Color: CustomStringConvertible {
    var r, g, b: Int
    static var black: Color { Color(r: 0, g: 0, b: 0) }
    static func gray(_ level: Int) -> Self { Self(r: level, g: level, b: level) }
    func mixed(with other: Color) -> Color {
        .init(r: (r + other.r) / 2, g: (g + other.g) / 2, b: (b + other.b) / 2)
    }
    var description: String { "rgb(\(r),\(g),\(b))" }
}
func paint(_ color: Color) { print("painting \(color)") }
paint(.black)  // expect: painting rgb(0,0,0)
paint(.gray(128))  // expect: painting rgb(128,128,128)
paint(.init(r: 255, g: 0, b: 0))  // expect: painting rgb(255,0,0)
let palette: [Color] = [.black, .gray(10), Color(r: 1, g: 2, b: 3).mixed(with: .gray(5))]
print(palette)  // expect: [rgb(0,0,0), rgb(10,10,10), rgb(3,3,4)]
