// Lazy sequences over a program's own Sequence, and enumerated/zip over iterators built from AnyIterator.
struct Squares: Sequence {
    let limit: Int
    func makeIterator() -> AnyIterator<Int> {
        var n = 0
        return AnyIterator {
            n += 1
            return n <= limit ? n * n : nil
        }
    }
}
print(Squares(limit: 5).lazy.filter { $0 % 2 == 1 }.map { $0 + 1 }.first ?? 0)
print(Array(Squares(limit: 4).enumerated()).map { "\($0.offset):\($0.element)" })
print(zip(Squares(limit: 3), ["a", "b", "c", "d"]).map { "\($1)\($0)" })
print(Squares(limit: 6).filter { $0 > 10 }, Squares(limit: 3).reduce(0, +), Squares(limit: 0).first { _ in true } == nil)
var it = Squares(limit: 2).makeIterator()
print(it.next() as Any, it.next() as Any, it.next() as Any)
// expect: 2
// expect: ["0:1", "1:4", "2:9", "3:16"]
// expect: ["a1", "b4", "c9"]
// expect: [16, 25, 36] 14 true
// expect: Optional(1) Optional(4) nil
