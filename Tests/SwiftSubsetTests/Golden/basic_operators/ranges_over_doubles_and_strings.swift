// Ranges over Double and String: contains, clamped, overlaps for each kind pair, ~=, isEmpty, and partial ranges' printed forms.
let band = 1.5...4.0
print(band.contains(2.25), band.contains(4.0), (1.5..<4.0).contains(4.0))  // expect: true true false
print((0...10).clamped(to: 3...5), (0.0...10.0).clamped(to: 2.5...20.0), (4..<8).clamped(to: 0..<6))  // expect: 3...5 2.5...10.0 4..<6
print((1...5).overlaps(5...9), (1..<5).overlaps(5..<9), (1.0...2.0).overlaps(1.5...3.0))  // expect: true false true
print((1..<5).overlaps(4...4), (3...3).overlaps(3..<3), (0..<0).overlaps(0...1))  // expect: true false false
print(("a"..."m").contains("hello"), ("a"..."m").contains("zebra"), ("a"..<"c").contains("c"))  // expect: true false false
switch 3.7 {
case 0..<2.5: print("low")
case 2.5...5: print("mid")  // expect: mid
default: print("high")
}
print(1.5...4.0 ~= 3.0, "b"..."d" ~= "c", 3 ~= 3)  // expect: true true true
print(band.lowerBound, band.upperBound, (5..<5).isEmpty, (2.0..<1.5 + 1).isEmpty)  // expect: 1.5 4.0 true false
print(band, 0..<3, ..<5, 2..., ...2.5)  // expect: 1.5...4.0 0..<3 PartialRangeUpTo<Int>(upperBound: 5) PartialRangeFrom<Int>(lowerBound: 2) PartialRangeThrough<Double>(upperBound: 2.5)
let ok = (0.0...1.0).contains(0.256) && !(0...1).contains(1.5)
print(ok)  // expect: true
