// A capture list copies a value when the closure is created; plain captures see later changes.
var level = 1
let snapshot = { [level] in "captured \(level)" }
let live = { "live \(level)" }
level = 5
print(snapshot())  // expect: captured 1
print(live())  // expect: live 5
var handlers: [() -> Int] = []
for i in 1...3 { handlers.append { i * 10 } }
print(handlers.map { $0() })  // expect: [10, 20, 30]
var shared = 0
let incrementers = (0..<3).map { _ in { shared += 1 } }
incrementers.forEach { $0() }
print(shared)  // expect: 3
