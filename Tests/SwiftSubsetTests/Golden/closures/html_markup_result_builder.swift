// A result builder for HTML-like markup: buildBlock, buildOptional, buildEither, buildArray and expressions
indirect enum Node {
    case element(String, [Node])
    case text(String)

    func render(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent)
        switch self {
        case .text(let t): return pad + t
        case let .element(tag, children):
            if children.isEmpty { return pad + "<\(tag)/>" }
            let inner = children.map { $0.render(indent: indent + 1) }.joined(separator: "\n")
            return "\(pad)<\(tag)>\n\(inner)\n\(pad)</\(tag)>"
        }
    }
}

@resultBuilder
enum MarkupBuilder {
    static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    static func buildExpression(_ node: Node) -> [Node] { [node] }
    static func buildExpression(_ text: String) -> [Node] { [.text(text)] }
    static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }
    static func buildEither(first: [Node]) -> [Node] { first }
    static func buildEither(second: [Node]) -> [Node] { second }
    static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }
}

func tag(_ name: String, @MarkupBuilder _ content: () -> [Node]) -> Node { .element(name, content()) }

func page(user: String?, items: [String], compact: Bool) -> Node {
    tag("html") {
        tag("body") {
            if let user {
                tag("h1") { "Hello, \(user)" }
            } else {
                tag("h1") { "Welcome" }
            }
            if compact {
                "\(items.count) items"
            } else {
                tag("ul") {
                    for item in items {
                        tag("li") { item }
                    }
                }
            }
            if items.isEmpty {
                tag("p") { "Nothing yet" }
            }
            tag("footer") {}
        }
    }
}

print(page(user: "Ada", items: ["tea", "milk"], compact: false).render())
print(page(user: nil, items: [], compact: true).render())
@MarkupBuilder func fragment(_ n: Int) -> [Node] {
    "start"
    for i in 0..<n { "line \(i)" }
    if n > 1 { "many" } else { "few" }
}
print(fragment(2).count, fragment(0).map { $0.render() })

// expect: <html>
// expect:   <body>
// expect:     <h1>
// expect:       Hello, Ada
// expect:     </h1>
// expect:     <ul>
// expect:       <li>
// expect:         tea
// expect:       </li>
// expect:       <li>
// expect:         milk
// expect:       </li>
// expect:     </ul>
// expect:     <footer/>
// expect:   </body>
// expect: </html>
// expect: <html>
// expect:   <body>
// expect:     <h1>
// expect:       Welcome
// expect:     </h1>
// expect:     0 items
// expect:     <p>
// expect:       Nothing yet
// expect:     </p>
// expect:     <footer/>
// expect:   </body>
// expect: </html>
// expect: 4 ["start", "few"]
