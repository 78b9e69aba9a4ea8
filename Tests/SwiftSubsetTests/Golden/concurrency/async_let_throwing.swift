// async let: children start at the declaration, run while the parent goes on, and a thrown error reaches the await.
enum NetworkError: Error { case offline }
func download(_ name: String, ms: UInt64, fails: Bool = false) async throws -> String {
    try await Task.sleep(nanoseconds: ms * 1_000_000)
    if fails { throw NetworkError.offline }
    print("end \(name)")
    return name
}
func loadPage() async {
    async let header = download("header", ms: 200)
    async let body = download("body", ms: 100)
    print("both requested")
    do {
        let (h, b) = try await (header, body)
        print("page: \(h) + \(b)")
    } catch {
        print("page failed: \(error)")
    }
}
await loadPage()
// expect: both requested
// expect: end body
// expect: end header
// expect: page: header + body
func loadBroken() async {
    async let avatar = download("avatar", ms: 50, fails: true)
    do {
        let a = try await avatar
        print("never \(a)")
    } catch {
        print("avatar failed: \(error)")
    }
}
await loadBroken()
// expect: avatar failed: offline
