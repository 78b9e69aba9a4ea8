// Extensions add computed properties and methods to built-in types.
extension Int {
    var squared: Int { self * self }
    func times(_ body: () -> Void) { for _ in 0..<self { body() } }
    mutating func double() { self *= 2 }
}
extension String {
    var shouted: String { uppercased() + "!" }
}
print(7.squared)  // expect: 49
3.times { print("hi") }
// expect: hi
// expect: hi
// expect: hi
var n = 21
n.double()
print(n)  // expect: 42
print("hey".shouted)  // expect: HEY!
