// AsyncSequence operations on a stream: map, filter, prefix, compactMap, dropFirst, contains and reduce, all lazy.
func numbers(upTo n: Int) -> AsyncStream<Int> {
    AsyncStream { continuation in
        for i in 1...n { continuation.yield(i) }
        continuation.finish()
    }
}
var squares: [Int] = []
for await s in numbers(upTo: 6).filter({ $0 % 2 == 0 }).map({ $0 * $0 }) { squares.append(s) }
print(squares)  // expect: [4, 16, 36]
var firstThree: [Int] = []
for await n in numbers(upTo: 10).prefix(3) { firstThree.append(n) }
print(firstThree)  // expect: [1, 2, 3]
var parsed: [Int] = []
let words = AsyncStream<String> { c in
    for w in ["4", "x", "15", "?"] { c.yield(w) }
    c.finish()
}
for await n in words.compactMap({ Int($0) }) { parsed.append(n) }
print(parsed)  // expect: [4, 15]
var tail: [Int] = []
for await n in numbers(upTo: 5).dropFirst(3) { tail.append(n) }
print(tail)  // expect: [4, 5]
print(await numbers(upTo: 4).contains(3))  // expect: true
print(await numbers(upTo: 4).reduce(0, +))  // expect: 10
print(await numbers(upTo: 4).first { $0 > 2 } as Any)  // expect: Optional(3)
print(await numbers(upTo: 4).max() as Any)  // expect: Optional(4)
let allPositive = await numbers(upTo: 4).allSatisfy { $0 > 0 }
let anyLarge = await numbers(upTo: 4).contains { $0 > 9 }
print(allPositive, anyLarge)  // expect: true false
var logged: [String] = []
let lazyMap = numbers(upTo: 3).map { n -> Int in
    logged.append("map \(n)")
    return n * 10
}
for await v in lazyMap { logged.append("use \(v)") }
print(logged)  // expect: ["map 1", "use 10", "map 2", "use 20", "map 3", "use 30"]
