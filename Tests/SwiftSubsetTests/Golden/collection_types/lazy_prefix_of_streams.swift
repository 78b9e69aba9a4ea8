// Over a sequence made on demand, prefix and dropFirst pull elements as they are walked, and prefix(while:) stops at the first that fails.
struct Dripper: Sequence, IteratorProtocol {
    var left: Int
    mutating func next() -> Int? {
        guard left > 0 else { return nil }
        print("drip \(left)")
        left -= 1
        return left
    }
}
let firstTwo = Dripper(left: 6).lazy.map { $0 * 100 }.prefix(2)
print("ready")
print(Array(firstTwo))
let skipped = Dripper(left: 4).lazy.dropFirst(2)
for d in skipped { print("after skip", d) }
let cubes = (1...).lazy.map { n -> Int in print("cube \(n)"); return n * n * n }.prefix(while: { $0 < 30 })
print(Array(cubes))
let tail = Dripper(left: 3).lazy.suffix(1)
print(tail, type(of: tail))
// expect: ready
// expect: drip 6
// expect: drip 5
// expect: [500, 400]
// expect: drip 4
// expect: drip 3
// expect: drip 2
// expect: after skip 1
// expect: drip 1
// expect: after skip 0
// expect: cube 1
// expect: cube 2
// expect: cube 3
// expect: cube 4
// expect: [1, 8, 27]
// expect: drip 3
// expect: drip 2
// expect: drip 1
// expect: [0] Array<Int>
