// A stream is cancelled when the program lets go of it: at the end of the function holding it, not when a for-await loop breaks, and never while a global holds it
func consume() async {
    let s = AsyncStream<Int> { c in
        c.onTermination = { _ in print("terminated") }
        for i in 1...5 { c.yield(i) }
    }
    do {
        for await x in s {
            print("got", x)
            if x == 2 { break }
        }
        print("after loop, in do")
    }
    print("after do")
}
func consume2() async {
    let s = AsyncStream<Int> { c in
        c.onTermination = { _ in print("terminated2") }
        for i in 1...5 { c.yield(i) }
    }
    for await x in s {
        if x == 2 { break }
    }
    print("after loop2")
}
await consume()
print("returned")
await consume2()
print("returned2")

// expect: got 1
// expect: got 2
// expect: after loop, in do
// expect: after do
// expect: terminated
// expect: returned
// expect: after loop2
// expect: terminated2
// expect: returned2
