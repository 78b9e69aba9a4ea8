// `zip` makes a Zip2Sequence, a Sequence only: it has no `isEmpty`,
// `last`, `firstIndex` or `indices`, whatever its two bases have.
let names = ["Ada", "Grace"]
let scores = [90, 85]
for (name, score) in zip(names, scores) { print(name, score) }
print(zip(names, 1...2).isEmpty) // expect error col 25: value of type 'Zip2Sequence<[String], ClosedRange<Int>>' has no member 'isEmpty'
