// break and continue, including labelled loops.
for i in 1...10 {
    if i % 2 == 0 { continue }
    if i > 7 { break }
    print(i, terminator: ",")
}
print("end")  // expect: 1,3,5,7,end
outer: for i in 1...3 {
    for j in 1...3 {
        if j == 2 { continue outer }
        if i == 3 { break outer }
        print("\(i)-\(j)")
    }
}
// expect: 1-1
// expect: 2-1
