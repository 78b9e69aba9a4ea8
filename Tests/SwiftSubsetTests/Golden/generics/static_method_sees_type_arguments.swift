// A generic type's static methods see the type arguments the call gives: `T.self`, `Self.self`, and calls among its methods.
struct Stack<Element> {
    var items: [Element] = []

    static func of(_ elements: Element...) -> Self {
        Self(items: elements)
    }

    static func label() -> String {
        "Stack of \(Element.self)"
    }

    static func describe() -> String {
        label() + " (\(Self.self))"
    }

    func summary() -> String {
        detail() + " with \(items.count)"
    }

    func detail() -> String {
        "\(Element.self)"
    }
}

enum Loaded<Value> {
    case empty
    case ready(Value)

    static func kind() -> String {
        "Loaded<\(Value.self)> is \(Self.self)"
    }
}

print(Stack<Double>.label())  // expect: Stack of Double
print(Stack<[String]>.describe())  // expect: Stack of Array<String> (Stack<Array<String>>)
print(Stack<Int>.of(1, 2, 3).items)  // expect: [1, 2, 3]
print(Stack<Bool>().summary())  // expect: Bool with 0
print(Loaded<Int>.kind())  // expect: Loaded<Int> is Loaded<Int>
