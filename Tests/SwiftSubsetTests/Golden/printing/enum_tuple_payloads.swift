// A case whose one unlabelled payload is a tuple prints that tuple as its
// argument list: no second pair of parentheses. Void is the empty tuple.
enum Reading {
    case point((Int, Int))
    case named((lat: Double, lon: Double))
    case pair(Int, Int)
    case tagged(at: (Int, Int))
    case done(Void)
    case single(Int)
}

print(Reading.point((3, 4)))  // expect: point(3, 4)
print(Reading.named((lat: 1.5, lon: -2)))  // expect: named(lat: 1.5, lon: -2.0)
print(Reading.pair(3, 4))  // expect: pair(3, 4)
print(Reading.tagged(at: (5, 6)))  // expect: tagged(at: (5, 6))
print(Reading.done(()))  // expect: done()
print(Reading.single(7))  // expect: single(7)
debugPrint(Reading.point((1, 2)))  // expect: main.Reading.point(1, 2)
print([Reading.done(()), .point((0, 0))])  // expect: [main.Reading.done(), main.Reading.point(0, 0)]

enum Outcome { case ok(()), failed(String) }
let outcomes: [Outcome] = [.ok(()), .failed("timeout")]
for o in outcomes { print(o) }
// expect: ok()
// expect: failed("timeout")
print("\(Outcome.ok(()))")  // expect: ok()
