// `prefix` is a Sequence's method too: swiftc finds no overload giving the declared String.
let word = "hello"
let start: String = word.prefix(2) // expect error col 26: no 'prefix' candidates produce the expected contextual result type 'String'
print(start)
