// Members a program adds through extensions and protocols are found on standard and own types, whatever protocol declares them.
protocol Named { var name: String { get } }
extension Named { func greet() -> String { "hi \(name)" } }
extension Equatable { func isSame(as other: Self) -> Bool { self == other } }
extension CustomStringConvertible { var loud: String { self.description.uppercased() } }
extension Collection { var second: Element? { dropFirst().first } }
extension Sequence where Element == Int { var total: Int { reduce(0, +) } }
extension Int { var isEven: Bool { self % 2 == 0 } }
extension BinaryInteger { var doubled: Self { self * 2 } }
struct Pet: Named, Hashable, CustomStringConvertible {
    var name: String
    var description: String { "pet \(name)" }
}
enum Size: Int, CaseIterable { case small = 1, large = 3 }
class Animal { func sound() -> String { "..." } }
class Dog: Animal, Identifiable { let id = 7; override func sound() -> String { "woof" } }
let rex = Pet(name: "rex")
print(rex.greet(), rex.isSame(as: rex), rex.loud, rex.hashValue == rex.hashValue)  // expect: hi rex true PET REX true
print([4, 5, 6].second!, [1, 2, 3].total, "abc".second!, 4.isEven, 7.doubled)  // expect: 5 6 b true 14
print(Size.large.rawValue, Size.allCases.count, Size(rawValue: 1)!, Size.small.isSame(as: .large))  // expect: 3 2 small false
let dog = Dog()
print(dog.sound(), dog.id)  // expect: woof 7
let xs = [10, 20, 30, 40]
print(xs[1...2].count, xs[..<2].isEmpty, xs[2...].first!)  // expect: 2 false 30
