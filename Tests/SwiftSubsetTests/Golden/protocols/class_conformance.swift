// Class conformance is inherited by subclasses; overrides dispatch dynamically.
protocol Describable { func describe() -> String }
class Base: Describable { func describe() -> String { "base" } }
class Child: Base { override func describe() -> String { "child" } }
let items: [any Describable] = [Base(), Child()]
print(items.map { $0.describe() })  // expect: ["base", "child"]
print(Child() is any Describable)  // expect: true
