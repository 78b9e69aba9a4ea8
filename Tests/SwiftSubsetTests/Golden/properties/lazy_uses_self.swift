// A lazy property can read other properties of self at first access.
struct Greeting {
    var name: String
    lazy var text: String = "Hello, \(name)"
}
var g = Greeting(name: "Ann")
g.name = "Bea"
print(g.text)  // expect: Hello, Bea
g.name = "Cid"
print(g.text)  // expect: Hello, Bea
