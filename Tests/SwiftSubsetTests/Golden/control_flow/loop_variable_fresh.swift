// Each loop iteration binds a fresh constant: closures capture their own copy.
var closures: [() -> Int] = []
for i in 0..<3 {
    closures.append { i * 10 }
}
print(closures.map { $0() })  // expect: [0, 10, 20]
var whileClosures: [() -> Int] = []
var j = 0
while j < 3 {
    whileClosures.append { j }
    j += 1
}
print(whileClosures.map { $0() })  // expect: [3, 3, 3]
