// In main.swift, top-level globals initialise in order as the code reaches them.
func make(_ s: String) -> Int { print("init", s); return 1 }
print("first line")  // expect: first line
let a = make("a")  // expect: init a
print("between")  // expect: between
let b = make("b")  // expect: init b
print(a + b)  // expect: 2
