// A lazy closure property that captures self strongly leaks; [unowned self] fixes it.
final class HTMLElement {
    let name: String
    let text: String?
    lazy var asHTML: () -> String = { [unowned self] in
        if let text = self.text { return "<\(self.name)>\(text)</\(self.name)>" }
        return "<\(self.name) />"
    }
    init(name: String, text: String? = nil) { self.name = name; self.text = text }
    deinit { print("\(name) is being deinitialized") }
}
final class LeakyElement {
    let name = "leaky"
    lazy var render: () -> String = { "<\(self.name)>" }
    deinit { print("never printed") }
}
var paragraph: HTMLElement? = HTMLElement(name: "p", text: "hello, world")
print(paragraph!.asHTML())  // expect: <p>hello, world</p>
paragraph = nil  // expect: p is being deinitialized
var leaky: LeakyElement? = LeakyElement()
print(leaky!.render())  // expect: <leaky>
leaky = nil
let heading = HTMLElement(name: "h1")
print(heading.asHTML())  // expect: <h1 />
print("end")  // expect: end
