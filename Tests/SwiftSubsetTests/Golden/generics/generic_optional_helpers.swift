// Generic helpers over Optional and closures.
func orElse<T>(_ v: T?, _ make: () -> T) -> T { if let v { return v }; return make() }
func apply<T, U>(_ x: T, _ fs: [(T) -> U]) -> [U] { fs.map { $0(x) } }
print(orElse(nil as Int?) { 7 })  // expect: 7
print(orElse("set") { "unset" })  // expect: set
print(apply(3, [{ $0 + 1 }, { $0 * $0 }]))  // expect: [4, 9]
