// makeIterator() and next() over arrays, strings, ranges and dictionaries (iterators are values: a copy advances alone), and a type that is its own Sequence and IteratorProtocol (for-in, map, makeIterator()).
var it = [10, 20, 30].makeIterator()
while let v = it.next() { print("array", v) }
print(it.next() as Any)
var s = "héy".makeIterator()
while let c = s.next() { print("char", c) }
var r = (1...3).makeIterator()
print(r.next()!, r.next()!, r.next()!, r.next() as Any)
var r2 = (0..<2).makeIterator()
while let i = r2.next() { print("range", i) }
var d = ["only": 1].makeIterator()
if let (k, v) = d.next() { print(k, v) }
print(d.next() == nil)
let names = ["a", "b", "c"]
var i1: IndexingIterator<[String]> = names.makeIterator()
print(i1.next()!)
var copy = i1
print(i1.next()!, copy.next()!)

struct Countdown: Sequence, IteratorProtocol {
    var count: Int
    mutating func next() -> Int? {
        if count == 0 { return nil }
        defer { count -= 1 }
        return count
    }
}
for n in Countdown(count: 3) { print("countdown", n) }
print(Countdown(count: 4).map { $0 * 2 })
var cd = Countdown(count: 2).makeIterator()
print(cd.next()!, cd.next()!, cd.next() as Any)

struct Fib: Sequence {
    let limit: Int
    func makeIterator() -> FibIterator { FibIterator(limit: limit) }
}
struct FibIterator: IteratorProtocol {
    let limit: Int
    var a = 0, b = 1
    init(limit: Int) { self.limit = limit }
    mutating func next() -> Int? {
        guard a <= limit else { return nil }
        let r = a
        (a, b) = (b, a + b)
        return r
    }
}
for f in Fib(limit: 20) { print("fib", f) }
print(Fib(limit: 10).filter { $0 % 2 == 0 })
print(Fib(limit: 30).reduce(0, +))
print(Array(Fib(limit: 5)))
print(Fib(limit: 5).contains(3), Fib(limit: 50).first { $0 > 10 } as Any)
// expect: array 10
// expect: array 20
// expect: array 30
// expect: nil
// expect: char h
// expect: char é
// expect: char y
// expect: 1 2 3 nil
// expect: range 0
// expect: range 1
// expect: only 1
// expect: true
// expect: a
// expect: b b
// expect: countdown 3
// expect: countdown 2
// expect: countdown 1
// expect: [8, 6, 4, 2]
// expect: 2 1 nil
// expect: fib 0
// expect: fib 1
// expect: fib 1
// expect: fib 2
// expect: fib 3
// expect: fib 5
// expect: fib 8
// expect: fib 13
// expect: [0, 2, 8]
// expect: 54
// expect: [0, 1, 1, 2, 3, 5]
// expect: true Optional(13)
