// A Bool function whose body is an if expression yields a Bool usable as a condition (difffuzz seed 10000094).
func choose<T>(_ a: T, _ b: T, first: Bool) -> T { first ? a : b }
func f1(_ a0: String, _ a1: Bool) -> Bool {
    if ((-1) as Int) != 27 { [27, 14, 4].contains((-5)) } else { a1 }
}
print("p11:", choose("Ivy", "ant", first: f1("ant", false)))
// expect: p11: ant
