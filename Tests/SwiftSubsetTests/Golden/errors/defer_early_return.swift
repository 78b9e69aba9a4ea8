// defer runs on early return, after the return value is computed; only registered defers run.
func value(_ tag: String) -> String { print("computing return", tag); return tag }
func check(_ n: Int) -> String {
    defer { print("defer A") }
    if n < 0 { return value("negative") }
    defer { print("defer B") }
    return value("ok")
}
print(check(-1))
// expect: computing return negative
// expect: defer A
// expect: negative
print(check(1))
// expect: computing return ok
// expect: defer B
// expect: defer A
// expect: ok
