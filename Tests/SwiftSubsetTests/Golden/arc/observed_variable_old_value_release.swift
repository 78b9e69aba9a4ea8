// An observed variable's old object is released before didSet when didSet never names oldValue (SE-0268), after it when it does
class Token {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("\(name) gone") }
}
var current = Token("a") {
    didSet { print("now \(current.name)") }
}
current = Token("b")
// expect: a gone
// expect: now b
var kept = Token("c") {
    didSet { print("was \(oldValue.name)") }
}
kept = Token("d")
// expect: was c
// expect: c gone
func swap() {
    var local: Token? = Token("e") {
        didSet { print("local set") }
    }
    local = nil
    print("after") 
}
swap()
// expect: e gone
// expect: local set
// expect: after
