// A defer inside a loop body runs at the end of each iteration.
for i in 1...3 {
    defer { print("end of iteration", i) }
    if i == 2 { continue }
    print("body", i)
}
// expect: body 1
// expect: end of iteration 1
// expect: end of iteration 2
// expect: body 3
// expect: end of iteration 3
