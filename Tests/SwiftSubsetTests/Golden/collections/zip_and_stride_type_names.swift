// `type(of:)` of a zip or a stride names the wrapper type with its arguments, as the running program prints it.
let names = ["Ann", "Bo"]
let scores = [90, 85]
let pairs = zip(names, scores)
print(type(of: pairs))  // expect: Zip2Sequence<Array<String>, Array<Int>>
print(type(of: stride(from: 0, to: 10, by: 5)))  // expect: StrideTo<Int>
let steps = stride(from: 0.0, through: 1.0, by: 0.25)
print(type(of: steps))  // expect: StrideThrough<Double>
print(type(of: zip(1...3, names)))  // expect: Zip2Sequence<ClosedRange<Int>, Array<String>>
for (name, score) in pairs { print(name, score) }
// expect: Ann 90
// expect: Bo 85
