// Overloads differ by parameter and result types; module-qualified library functions; generic operators.
func area(_ side: Int) -> Int { side * side }
func area(_ side: Double) -> Double { side * side }
func area(_ w: Int, _ h: Int) -> Int { w * h }
let side: Double = 1.5
print(area(3), area(side), area(2, 5), area(2.0))  // expect: 9 2.25 10 4.0
func parse(_ s: String) -> Int { Int(s) ?? 0 }
func parse(_ s: String) -> Bool { s == "yes" }
let n: Int = parse("12")
let flag: Bool = parse("yes")
print(n, flag)  // expect: 12 true
struct Meters { var value: Double }
final class Tracker { var total = 0.0 }
func log(_ m: Meters) -> String { "meters \(m.value)" }
func log(_ t: Tracker) -> String { "tracker \(t.total)" }
let m = Meters(value: 2)
let t = Tracker()
print(log(m), log(t))  // expect: meters 2.0 tracker 0.0
extension Array where Element == Int {
    func largest() -> Int { reduce(Int.min) { Swift.max($0, $1) } }
}
print([3, 9, 4].largest(), Swift.min(2, 1))  // expect: 9 1
infix operator |>: AdditionPrecedence
func |> <A, B>(value: A, transform: (A) -> B) -> B { transform(value) }
print(4 |> { $0 * 10 } |> { "v\($0)" })  // expect: v40
let none = Optional<String>.none
print(none as Any, [5, 2, 8].reduce(0, max))  // expect: nil 8
