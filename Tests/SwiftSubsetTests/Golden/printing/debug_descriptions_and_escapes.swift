// Inside collections strings escape quotes, apostrophes and control characters; description vs debugDescription; nested classes are qualified.
print(["it's", "say \"hi\"", "tab\there"])  // expect: ["it\'s", "say \"hi\"", "tab\there"]
print(["bell\u{7}", "esc\u{1B}", "nul\u{0}"], [Character("'")])  // expect: ["bell\u{07}", "esc\u{1B}", "nul\0"] ["\'"]
debugPrint("back\\slash", 42, Character("x"))  // expect: "back\\slash" 42 "x"
struct Money: CustomStringConvertible, CustomDebugStringConvertible {
    let cents: Int
    var description: String { "$\(cents / 100).\(cents % 100)" }
    var debugDescription: String { "Money(cents: \(cents))" }
}
let price = Money(cents: 1250)
print(price, [price])  // expect: $12.50 [Money(cents: 1250)]
print("\(price)", String(reflecting: price))  // expect: $12.50 Money(cents: 1250)
struct Version: CustomStringConvertible { var description: String { "v2" } }
print([Version()], Optional(Version()) as Any)  // expect: [v2] Optional(v2)
enum Outer { class Node {} }
print(Outer.Node(), [Outer.Node()].count)  // expect: main.Outer.Node 1
