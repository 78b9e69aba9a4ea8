// Several patterns in one case or catch bind the same names; a tuple binds out of an optional.
enum Token { case word(String, Int), number(Int, String), end }
func text(_ t: Token) -> String {
    switch t {
    case .word(let s, let n), .number(let n, let s):
        return "\(s)#\(n)"
    case .end:
        return "end"
    }
}
print([Token.word("hi", 1), .number(2, "two"), .end].map(text))  // expect: ["hi#1", "two#2", "end"]
enum Problem: Error { case missing(String), invalid(String), other }
func check(_ p: Problem) {
    do {
        throw p
    } catch Problem.missing(let what), Problem.invalid(let what) {
        print("about \(what)")
    } catch {
        print("something else")
    }
}
check(.invalid("name"))  // expect: about name
check(.missing("age"))  // expect: about age
check(.other)  // expect: something else
let pairs: [(String, Int)] = [("a", 1), ("b", 0)]
if let (name, count) = pairs.last {
    print(name, count)  // expect: b 0
}
if var (name, count) = pairs.first {
    name += "!"
    count += 1
    print(name, count)  // expect: a! 2
}
let none: (Int, Int)? = nil
if let (x, y) = none { print(x, y) } else { print("no pair") }  // expect: no pair
for case (let name, 0) in pairs { print("zero:", name) }  // expect: zero: b
let n = 7
switch n {
case let x where x < 0, let x where x > 99: print("out of range \(x)")
case let x: print("in range \(x)")  // expect: in range 7
}
for m in [-3, 150] {
    switch m {
    case let x where x < 0, let x where x > 99: print("out of range \(x)")
    default: print("in range")
    }
}
// expect: out of range -3
// expect: out of range 150
print(1...5 ~= 3, "a" ~= "b")  // expect: true false
func kind(_ p: Problem) -> String {
    do { throw p } catch Problem.missing(let s) where s.isEmpty, Problem.invalid(let s) where s.count > 3 { return "long or blank: \(s)" } catch { return "other" }
}
print(kind(.missing("")), kind(.invalid("abcd")), kind(.invalid("ab")))  // expect: long or blank:  long or blank: abcd other
