// A computed global variable runs its getter on every read and its setter on every write
var celsius = 20.0
var fahrenheit: Double {
    get { celsius * 9 / 5 + 32 }
    set { celsius = (newValue - 32) * 5 / 9 }
}
print(fahrenheit) // expect: 68.0
fahrenheit = 212
print(celsius) // expect: 100.0
fahrenheit += 18
print(celsius) // expect: 110.0
var items = [3, 4]
var total: Int { items.reduce(0, +) }
print(total) // expect: 7
items.append(5)
print(total) // expect: 12
func report() -> String { "total \(total)" }
print(report()) // expect: total 12
