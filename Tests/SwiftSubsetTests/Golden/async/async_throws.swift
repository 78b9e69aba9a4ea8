// async throws functions: try await, errors caught with do/catch.
enum NetError: Error { case offline }
func download(_ ok: Bool) async throws -> Int {
    try await Task.sleep(for: .milliseconds(10))
    if !ok { throw NetError.offline }
    return 200
}
do {
    print(try await download(true))  // expect: 200
    print(try await download(false))
} catch {
    print("failed:", error)  // expect: failed: offline
}
print((try? await download(false)) as Any)  // expect: nil
