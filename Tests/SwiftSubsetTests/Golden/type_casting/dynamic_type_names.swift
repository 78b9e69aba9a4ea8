// type(of:) and String(describing:) of types: generic, nested, collections and metatypes.
struct Box<T> { var value: T }
enum Outer { struct Inner {} }
print(type(of: Box(value: 1)))  // expect: Box<Int>
print(type(of: Box(value: [Box(value: "a")])))  // expect: Box<Array<Box<String>>>
print(type(of: Outer.Inner()))  // expect: Inner
print(String(describing: Outer.Inner.self))  // expect: Inner
print(String(reflecting: Outer.Inner.self))  // expect: main.Outer.Inner
print(type(of: [1: "a"]), type(of: Set(["x"])))  // expect: Dictionary<Int, String> Set<String>
print(type(of: (1, "a")), type(of: Optional(2.5)))  // expect: (Int, String) Optional<Double>
print(Int.self, type(of: Int.self))  // expect: Int Int.Type
