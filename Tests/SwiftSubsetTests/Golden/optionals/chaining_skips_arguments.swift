// When optional chaining hits nil, the call's arguments are not evaluated.
func arg(_ v: Int) -> Int { print("arg evaluated"); return v }
struct Counter { var n = 0; mutating func add(_ x: Int) { n += x } }
var c: Counter? = nil
c?.add(arg(1))
print("after nil call")  // expect: after nil call
c = Counter()
c?.add(arg(2))  // expect: arg evaluated
print(c!.n)  // expect: 2
