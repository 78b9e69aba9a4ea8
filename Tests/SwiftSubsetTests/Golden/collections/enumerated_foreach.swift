// enumerated() gives (offset, element); forEach visits each element.
let names = ["ann", "bo", "cy"]
for (i, n) in names.enumerated() { print(i, n) }
// expect: 0 ann
// expect: 1 bo
// expect: 2 cy
names.forEach { print($0.uppercased()) }
// expect: ANN
// expect: BO
// expect: CY
print(names.enumerated().map { "\($0.offset):\($0.element)" })  // expect: ["0:ann", "1:bo", "2:cy"]
