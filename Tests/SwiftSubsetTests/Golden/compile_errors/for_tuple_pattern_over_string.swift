// A tuple pattern over a String's characters (the learner meant `.enumerated()`): swiftc blames the sequence.
let word = "swift"
for (index, letter) in word { // expect error col 24: tuple pattern cannot match values of non-tuple type 'Character'
    print(index, letter)
}
