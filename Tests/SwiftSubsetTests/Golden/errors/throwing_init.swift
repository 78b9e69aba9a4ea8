// Throwing initializers and the Result type.
struct Age {
    let years: Int
    init(_ y: Int) throws {
        guard y >= 0 else { throw AgeError.negative(y) }
        years = y
    }
}
enum AgeError: Error { case negative(Int) }
let ok = Result { try Age(30) }
let bad = Result { try Age(-2) }
switch ok { case .success(let a): print("ok", a.years); case .failure: print("fail") }  // expect: ok 30
switch bad { case .success: print("ok"); case .failure(let e): print("fail", e) }  // expect: fail negative(-2)
print((try? Age(-1)) == nil)  // expect: true
