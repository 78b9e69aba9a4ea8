// index(of:) is the older, deprecated name of firstIndex(of:): swiftc warns and runs it, on arrays and strings alike.
let queue = ["Mia", "Ole", "Ana", "Ole"]
if let spot = queue.index(of: "Ole") {
    print("Ole waits at \(spot)")
}
print(queue.index(of: "Zed") as Any)
let word = "banana"
if let i = word.index(of: "n") {
    print(word[..<i])
}
print(queue.firstIndex(of: "Ana") == queue.index(of: "Ana"))
// expect: Ole waits at 1
// expect: nil
// expect: ba
// expect: true
