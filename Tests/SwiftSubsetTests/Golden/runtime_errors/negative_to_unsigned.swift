// Converting a negative Int to an unsigned type traps with Swift's message.
let values = [3, -1]
for v in values {
    let u = UInt8(v)  // expect runtime error: Negative value is not representable
    print(u)  // expect: 3
}
