// Requirements can be met by the type, an extension, a superclass, a default, an enum case or a global operator
protocol Greeter {
    var name: String { get }
    func greet() -> String
}
extension Greeter {
    func greet() -> String { "Hello, \(name)" }
}

protocol Resettable {
    static var fresh: Self { get }
    mutating func reset()
}

protocol Combinable {
    static func + (lhs: Self, rhs: Self) -> Self
}

class Animal {
    var name: String
    init(name: String) { self.name = name }
}
final class Dog: Animal, Greeter {}            // `name` comes from the superclass, greet() from the default

struct Robot: Greeter {
    let name: String                           // a `let` meets a `{ get }` requirement
    func greet() -> String { "BEEP \(name.uppercased())" }
}

enum Light: Resettable {
    case off, dim, bright
    static let fresh = Light.off
    mutating func reset() { self = .fresh }
}

enum Phase: Resettable {
    case fresh, used                           // a case meets `static var fresh: Self`
    mutating func reset() { self = .fresh }
}

struct Points: Combinable, Comparable, Hashable {
    var value: Int
    static func < (a: Points, b: Points) -> Bool { a.value < b.value }
}
func + (lhs: Points, rhs: Points) -> Points { Points(value: lhs.value + rhs.value) }

enum Result3: Comparable, Hashable {             // synthesized: no raw values, payloads Comparable
    case loss, draw, win(margin: Int)
}

struct Team: Hashable {
    var name: String
    var members: [String]
    var captain: String?
    var scores: [String: Points]
}

let greeters: [any Greeter] = [Dog(name: "Rex"), Robot(name: "r2")]
for g in greeters { print(g.greet()) }
var light = Light.bright
light.reset()
var phase = Phase.used
phase.reset()
print(light, phase)
print(Points(value: 2) + Points(value: 5), [Points(value: 3), Points(value: 1)].sorted().map(\.value))
print([Result3.win(margin: 1), .loss, .win(margin: 0), .draw].sorted())
let team = Team(name: "A", members: ["x"], captain: nil, scores: ["q": Points(value: 1)])
print(Set([team, team]).count)
// expect: Hello, Rex
// expect: BEEP R2
// expect: off fresh
// expect: Points(value: 7) [1, 3]
// expect: [main.Result3.loss, main.Result3.draw, main.Result3.win(margin: 0), main.Result3.win(margin: 1)]
// expect: 1
