// An async let that is never awaited is cancelled and awaited when its scope ends, also when the scope ends by a throw
func fast() async throws -> Int {
    try await Task.sleep(nanoseconds: 10_000_000)
    throw CancellationError()
}
func slow(_ name: String) async throws -> Int {
    do {
        try await Task.sleep(nanoseconds: 20_000_000_000)
    } catch {
        print("\(name) cancelled")
        throw error
    }
    print("\(name) finished")
    return 2
}
func both() async {
    do {
        async let x = fast()
        async let y = slow("y")
        let pair = try await (x, y)
        print(pair)
    } catch {
        print("caught", error)
    }
}
func unused() async {
    async let z = slow("z")
    print("leaving without awaiting z")
}
await both()
await unused()
print("done")

// expect: y cancelled
// expect: caught CancellationError()
// expect: leaving without awaiting z
// expect: z cancelled
// expect: done
