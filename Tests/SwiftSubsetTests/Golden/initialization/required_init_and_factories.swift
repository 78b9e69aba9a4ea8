// required initializers let a generic factory build any subclass from its metatype.
class Widget {
    let id: Int
    required init(id: Int) { self.id = id }
    func kind() -> String { "widget" }
}
final class Button: Widget {
    required init(id: Int) { super.init(id: id + 100) }
    override func kind() -> String { "button" }
}
func make<W: Widget>(_ type: W.Type, count: Int) -> [W] {
    (1...count).map { type.init(id: $0) }
}
let buttons = make(Button.self, count: 2)
print(buttons.map { "\($0.kind())#\($0.id)" })  // expect: ["button#101", "button#102"]
let types: [Widget.Type] = [Widget.self, Button.self]
print(types.map { $0.init(id: 1).kind() })  // expect: ["widget", "button"]
