// Using a nil implicitly unwrapped optional traps with its own wording.
var name: String! = "x"
print(name.count)  // expect: 1
name = nil
print(name.count)
// expect runtime error: Unexpectedly found nil while implicitly unwrapping an Optional value
