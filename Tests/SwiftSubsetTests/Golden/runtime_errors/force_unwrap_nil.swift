// Force-unwrapping nil traps; output printed before the crash is kept.
let values = ["a": 1]
print("looking up")  // expect: looking up
let v = values["b"]!  // expect runtime error: Unexpectedly found nil while unwrapping an Optional value
print("unreachable", v)
