// Default parameter values are evaluated at each call that omits them.
var nextID = 0
func makeID() -> Int {
    nextID += 1
    return nextID
}
func register(_ name: String, id: Int = makeID(), tags: [String] = []) -> String {
    "\(id):\(name)\(tags.isEmpty ? "" : " " + tags.joined(separator: ","))"
}
print(register("a"))  // expect: 1:a
print(register("b", id: 99))  // expect: 99:b
print(register("c", tags: ["x", "y"]))  // expect: 2:c x,y
print(nextID)  // expect: 2
func greet(_ name: String = "world", punctuation: String = "!") -> String { "hi \(name)\(punctuation)" }
print(greet(), greet("you"), greet(punctuation: "?"))  // expect: hi world! hi you! hi world?
