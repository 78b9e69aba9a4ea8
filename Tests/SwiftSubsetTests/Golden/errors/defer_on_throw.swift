// defer runs when an error propagates out of the scope.
struct Oops: Error {}
func risky(_ fail: Bool) throws {
    print("open")
    defer { print("close") }
    if fail { throw Oops() }
    print("work done")
}
do {
    try risky(false)
    try risky(true)
    print("not reached")
} catch {
    print("caught", error)
}
// expect: open
// expect: work done
// expect: close
// expect: open
// expect: close
// expect: caught Oops()
