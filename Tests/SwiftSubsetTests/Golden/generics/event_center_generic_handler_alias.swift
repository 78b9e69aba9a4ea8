// A tiny event system: generic typealias for handlers, a class storing escaping closures, unsubscribe tokens.
typealias Handler<Event> = (Event) -> Void
final class EventCenter<Event> {
    private var handlers: [Int: Handler<Event>] = [:]
    private var nextToken = 0
    @discardableResult
    func subscribe(_ handler: @escaping Handler<Event>) -> Int {
        nextToken += 1
        handlers[nextToken] = handler
        return nextToken
    }
    func unsubscribe(_ token: Int) { handlers[token] = nil }
    func post(_ event: Event) {
        for token in handlers.keys.sorted() { handlers[token]?(event) }
    }
}
enum AppEvent { case login(String), logout }
let center = EventCenter<AppEvent>()
var lines: [String] = []
let first = center.subscribe { event in
    if case .login(let user) = event { lines.append("hello \(user)") }
}
center.subscribe { event in
    switch event {
    case .login: lines.append("audit login")
    case .logout: lines.append("audit logout")
    }
}
center.post(.login("ann"))
center.unsubscribe(first)
center.post(.login("bo"))
center.post(.logout)
print(lines)
// expect: ["hello ann", "audit login", "audit login", "audit logout"]
