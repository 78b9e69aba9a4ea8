// Default values are evaluated for every instance, even when init overwrites them.
func log(_ s: String) -> Int { print("evaluated", s); return 0 }
struct Counter {
    var value = log("value")
    init() {}
    init(start: Int) { value = start }
}
let a = Counter()  // expect: evaluated value
let b = Counter(start: 9)  // expect: evaluated value
print(a.value, b.value)  // expect: 0 9
