// A library type inside a collection or a dump is printed with its own module: Swift.CancellationError, not main's
import Foundation

func slowLoad() async throws -> String {
    try await Task.sleep(nanoseconds: 50_000_000)
    return "loaded"
}

let job = Task { try await slowLoad() }
job.cancel()
let outcome = await job.result
print(outcome)
switch outcome {
case .success(let text): print("got", text)
case .failure(let error): print("stopped:", error is CancellationError, [error])
}
let failures: [Result<Int, CancellationError>] = [.failure(CancellationError()), .success(2)]
print(failures)
dump(CancellationError())
print(["b".compare("a")], type(of: CancellationError()))
// expect: failure(Swift.CancellationError())
// expect: stopped: true [Swift.CancellationError()]
// expect: [Swift.Result<Swift.Int, Swift.CancellationError>.failure(Swift.CancellationError()), Swift.Result<Swift.Int, Swift.CancellationError>.success(2)]
// expect: - Swift.CancellationError
// expect: [FoundationEssentials.ComparisonResult.orderedDescending] CancellationError
