// debugPrint and String(reflecting:) show the debug form of strings.
debugPrint("hi")  // expect: "hi"
debugPrint(1, "a")  // expect: 1 "a"
print(String(reflecting: "x"))  // expect: "x"
print(String(describing: "x"))  // expect: x
let c: Character = "c"
debugPrint(c)  // expect: "c"
