// The object lives until the last of several strong references goes away.
final class Doc {
    init() { print("open") }
    deinit { print("close") }
}
var a: Doc? = Doc()  // expect: open
var b = a
a = nil
print("a released")  // expect: a released
b = nil  // expect: close
print("b released")  // expect: b released
