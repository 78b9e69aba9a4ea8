// The library's parameters that are inout take `&`: swap's, a generator passed `using:`, a hasher passed `into:`; tuple patterns over enumerated(), zip and a dictionary.
var a = 1, b = 2
swap(&a, &b)
print(a, b)
// expect: 2 1
var generator = SystemRandomNumberGenerator()
print([1, 2, 3].shuffled(using: &generator).count)
// expect: 3
var hasher = Hasher()
5.hash(into: &hasher)
print("hashed")
// expect: hashed
let letters = ["x", "y"]
for (i, letter) in letters.enumerated() { print(i, letter) }
// expect: 0 x
// expect: 1 y
for (n, letter) in zip([7, 8], letters) { print(n, letter) }
// expect: 7 x
// expect: 8 y
for (key, value) in ["k": 1] { print(key, value) }
// expect: k 1
let action: () -> Void = { print("called") }
action()
// expect: called
