// === compares identity; == needs Equatable and compares values.
final class Token: Equatable {
    let id: Int
    init(id: Int) { self.id = id }
    static func == (l: Token, r: Token) -> Bool { l.id == r.id }
}
let t1 = Token(id: 1)
let t2 = Token(id: 1)
let t3 = t1
print(t1 == t2, t1 === t2)  // expect: true false
print(t1 === t3, t1 !== t2)  // expect: true true
