// Overloads are chosen by static types, including the type a literal takes.
func describe(_ value: Int) -> String { "Int \(value)" }
func describe(_ value: Double) -> String { "Double \(value)" }
func describe(_ value: String) -> String { "String \(value)" }
func describe<T>(_ value: T) -> String { "something \(value)" }
print(describe(3))  // expect: Int 3
print(describe(3.0))  // expect: Double 3.0
print(describe("3"))  // expect: String 3
print(describe(true))  // expect: something true
let d: Double = 4
print(describe(d))  // expect: Double 4.0
func half(_ value: Double) -> Double { value / 2 }
func half(_ value: Int) -> Int { value / 2 }
print(half(5), half(5.0))  // expect: 2 2.5
let x: Double = half(5)
print(x)  // expect: 2.5
