// Errors propagate through several throwing calls to the nearest catch.
enum Bad: Error { case level(Int) }
func level3() throws { print("level3"); throw Bad.level(3) }
func level2() throws { print("level2"); try level3(); print("unreached 2") }
func level1() throws { defer { print("leaving level1") }; try level2() }
do {
    try level1()
} catch Bad.level(let n) {
    print("caught at level", n)
}
// expect: level2
// expect: level3
// expect: leaving level1
// expect: caught at level 3
