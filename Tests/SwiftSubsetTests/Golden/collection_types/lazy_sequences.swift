// A lazy map runs its closure only for the elements that are actually used.
var calls = 0
let squares = (1...1_000).lazy.map { n -> Int in
    calls += 1
    return n * n
}
print(calls)  // expect: 0
let firstBig = squares.first { $0 > 50 }
print(firstBig!, calls)  // expect: 64 8
let evens = [1, 2, 3, 4, 5, 6].lazy.filter { $0 % 2 == 0 }.map { $0 * 10 }
print(Array(evens))  // expect: [20, 40, 60]
var eagerCalls = 0
_ = [1, 2, 3].map { n -> Int in eagerCalls += 1; return n }.first
print(eagerCalls)  // expect: 3
