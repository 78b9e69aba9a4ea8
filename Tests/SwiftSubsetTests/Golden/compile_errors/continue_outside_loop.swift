// `continue` inside a closure passed to forEach: the closure is not a loop, so swiftc refuses it.
let words = ["apple", "", "pear"]
words.forEach { word in
    if word.isEmpty {
        continue // expect error col 9: 'continue' is only allowed inside a loop
    }
    print(word)
}
