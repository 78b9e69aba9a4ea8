// Static members and nested helpers added via extensions.
struct Palette { let colors: [String] }
extension Palette {
    static let basic = Palette(colors: ["red", "blue"])
    static func mono(_ c: String) -> Palette { Palette(colors: [c]) }
}
extension Double { static let half = 0.5 }
print(Palette.basic.colors)  // expect: ["red", "blue"]
print(Palette.mono("gray").colors.count)  // expect: 1
print(4 * Double.half)  // expect: 2.0
let p: Palette = .basic
print(p.colors.first!)  // expect: red
