// print's separator: and terminator: parameters.
print(1, 2, 3, separator: ", ")  // expect: 1, 2, 3
print("a", "b", separator: "")  // expect: ab
print("no newline", terminator: "")
print(" -> joined")  // expect: no newline -> joined
for i in 1...3 { print(i, terminator: i < 3 ? "," : "\n") }  // expect: 1,2,3
print("x", "y", separator: "|", terminator: "|\n")  // expect: x|y|
print("two\nlines", terminator: "\n\n")
// expect: two
// expect: lines
// expect:
print("after")  // expect: after
