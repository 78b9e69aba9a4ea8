// switch patterns with where clauses on associated values.
enum Event { case key(Character), click(x: Int, y: Int), scroll(Int) }
func handle(_ e: Event) -> String {
    switch e {
    case .key(let c) where c == "q": return "quit"
    case .key(let c): return "key \(c)"
    case let .click(x, y) where x == y: return "diagonal click"
    case .click(let x, _) where x < 0: return "offscreen"
    case .click: return "click"
    case .scroll(let d) where d > 0: return "down \(d)"
    case .scroll: return "up"
    }
}
for e: Event in [.key("q"), .key("a"), .click(x: 3, y: 3), .click(x: -1, y: 0), .click(x: 1, y: 2), .scroll(4), .scroll(-4)] {
    print(handle(e))
}
// expect: quit
// expect: key a
// expect: diagonal click
// expect: offscreen
// expect: click
// expect: down 4
// expect: up
