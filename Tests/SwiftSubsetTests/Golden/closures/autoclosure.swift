// @autoclosure delays evaluation until (and unless) the closure is called.
func expensive(_ v: Int) -> Int { print("computing", v); return v }
func logIf(_ enabled: Bool, _ message: @autoclosure () -> Int) {
    print("logIf called")
    if enabled { print("value", message()) }
}
logIf(false, expensive(1))  // expect: logIf called
logIf(true, expensive(2))
// expect: logIf called
// expect: computing 2
// expect: value 2
func twice(_ v: @autoclosure () -> Int) -> Int { v() + v() }
print(twice(expensive(3)))
// expect: computing 3
// expect: computing 3
// expect: 6
