// withTaskCancellationHandler around a callback API wrapped in a continuation: cancelling the task runs onCancel at once, on the canceller's side (before the operation when the task is cancelled already); the operation itself goes on.
import Foundation

struct FetchError: Error {}

func legacyFetch(_ id: Int, completion: @escaping (Result<String, Error>) -> Void) {
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
        if id > 0 { completion(.success("item\(id)")) } else { completion(.failure(FetchError())) }
    }
}

func fetch(_ id: Int) async throws -> String {
    try await withTaskCancellationHandler {
        print("fetching", id)
        return try await withCheckedThrowingContinuation { continuation in
            legacyFetch(id) { continuation.resume(with: $0) }
        }
    } onCancel: {
        print("cancel requested for", id)
    }
}

print(try await fetch(4))
do {
    _ = try await fetch(0)
} catch {
    print("error:", error)
}
let early = Task { try await fetch(9) }
early.cancel()
print(try await early.value)
let late = Task { try await fetch(5) }
try await Task.sleep(nanoseconds: 100_000_000)
print("cancelling")
late.cancel()
print(try await late.value, late.isCancelled)
let outside = await withTaskCancellationHandler {
    Task.isCancelled
} onCancel: {
    print("never")
}
print(outside)

// expect: fetching 4
// expect: item4
// expect: fetching 0
// expect: error: FetchError()
// expect: cancel requested for 9
// expect: fetching 9
// expect: item9
// expect: fetching 5
// expect: cancelling
// expect: cancel requested for 5
// expect: item5 true
// expect: false
