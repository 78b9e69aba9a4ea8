// Custom init on an enum and the Optional enum's own cases.
enum Grade {
    case pass, fail
    init(score: Int) { self = score >= 50 ? .pass : .fail }
}
print(Grade(score: 70), Grade(score: 10))  // expect: pass fail
let maybe: Optional<Int> = .some(3)
switch maybe {
case .some(let v): print("some", v)  // expect: some 3
case .none: print("none")
}
let nothing: Int? = .none
print(nothing == nil)  // expect: true
