// Trailing closure syntax, including when it is the only argument.
func repeatTimes(_ n: Int, _ body: (Int) -> Void) {
    for i in 0..<n { body(i) }
}
repeatTimes(3) { i in print("tick", i) }
// expect: tick 0
// expect: tick 1
// expect: tick 2
func make(_ build: () -> String) -> String { build() }
print(make { "built" })  // expect: built
let doubled = [1, 2].map { $0 * 2 }
print(doubled)  // expect: [2, 4]
