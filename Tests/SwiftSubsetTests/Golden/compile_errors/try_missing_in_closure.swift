// A throwing call inside a closure needs `try` even when the closure is called under `try`; with no `try` or `throw` of its own the closure does not throw, so the error is not handled either.
enum FetchError: Error { case offline }
func fetchCount(online: Bool) throws -> Int {
    guard online else { throw FetchError.offline }
    return 12
}
func measure(_ work: () throws -> Int) rethrows -> Int { try work() }
let total = try measure { fetchCount(online: true) + 1 } // expect error col 27: call can throw, but it is not marked with 'try' and the error is not handled
print(total)
