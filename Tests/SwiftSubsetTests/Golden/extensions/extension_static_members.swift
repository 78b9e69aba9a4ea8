// Static members added by extensions, used through implicit member syntax.
struct Style {
    var size: Double
    var weight: String
}
extension Style {
    static let title = Style(size: 28, weight: "bold")
    static let body = Style(size: 17, weight: "regular")
    static func caption(_ scale: Double = 1) -> Style { Style(size: 12 * scale, weight: "light") }
}
func render(_ text: String, style: Style) -> String { "\(text) [\(style.size) \(style.weight)]" }
print(render("Hello", style: .title))  // expect: Hello [28.0 bold]
print(render("note", style: .caption(1.5)))  // expect: note [18.0 light]
let styles: [Style] = [.body, .caption()]
print(styles.map(\.size))  // expect: [17.0, 12.0]
