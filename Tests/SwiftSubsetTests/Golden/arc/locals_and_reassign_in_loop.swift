// An object created in each loop iteration is released at the end of that iteration.
final class Step {
    let i: Int
    init(_ i: Int) { self.i = i; print("init", i) }
    deinit { print("deinit", i) }
}
for i in 1...2 {
    let s = Step(i)
    print("body", s.i)
}
// expect: init 1
// expect: body 1
// expect: deinit 1
// expect: init 2
// expect: body 2
// expect: deinit 2
