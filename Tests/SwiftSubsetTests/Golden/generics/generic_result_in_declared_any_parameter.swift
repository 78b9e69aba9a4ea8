// A generic function's result passed to a parameter the program declares as Any: T binds to Any and each literal keeps its own type, as for print
func choose<T>(_ a: T, _ b: T) -> T { b }
func show(_ value: Any) { print(value) }
func describe(_ label: String, _ value: Any) -> String { "\(label): \(value)" }
show(choose(2.5, 3)) // expect: 3
show(choose(1, 2)) // expect: 2
show(choose(1, 2.5)) // expect: 2.5
print(describe("pick", choose(0.5, 7))) // expect: pick: 7
let v = choose(2.5, 3)
show(v) // expect: 3.0
func pair<T>(_ a: T, _ b: T) -> [T] { [a, b] }
show(pair(1, 2.0)) // expect: [1.0, 2.0]
struct Logger {
    func log(_ item: Any) { print("log", item) }
}
Logger().log(choose(1.5, 4)) // expect: log 4
