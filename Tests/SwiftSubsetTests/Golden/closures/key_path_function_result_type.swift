// A key path used as a function has the static type of the closure it stands for: map(\.prop)'s elements are the property's type, so constrained extensions and generic helpers apply to the result.
struct Workout { var minutes: Double; var reps: Int; var label: String; var coach: Coach }
struct Coach { var name: String; var years: Int }
extension Array where Element == Double {
    var total: Double { reduce(0, +) }
}
extension Collection where Element: BinaryFloatingPoint {
    var mean: Element { isEmpty ? 0 : reduce(0, +) / Element(count) }
}
extension Sequence where Element: BinaryInteger {
    func sumOfSquares() -> Element { reduce(0) { $0 + $1 * $1 } }
}
func describeAll<T: CustomStringConvertible>(_ items: [T]) -> String {
    items.map(\.description).joined(separator: "|")
}
let log = [Workout(minutes: 30, reps: 12, label: "row", coach: Coach(name: "Ines", years: 4)),
           Workout(minutes: 45, reps: 8, label: "run", coach: Coach(name: "Bo", years: 11)),
           Workout(minutes: 15, reps: 20, label: "swim", coach: Coach(name: "Ines", years: 4))]
print(log.map(\.minutes).total)  // expect: 90.0
print(log.map(\.minutes).mean)  // expect: 30.0
print(log.map(\.reps).sumOfSquares())  // expect: 608
print(log.map(\.coach.years).max()!)  // expect: 11
print(describeAll(log.map(\.reps)))  // expect: 12|8|20
print(log.map(\.label).map { $0.uppercased() })  // expect: ["ROW", "RUN", "SWIM"]
let names = Set(log.map(\.coach.name))
print(names.count)  // expect: 2
let long = log.filter { $0.minutes > 20 }.map(\.label.count)
print(long, long.reduce(0, +))  // expect: [3, 3] 6
