// `Task.sleep` throws (when the task is cancelled): `await` alone is not enough.
func pause() async throws {
    await Task.sleep(nanoseconds: 1_000_000)  // expect error col 11: call can throw but is not marked with 'try'
}

try await pause()
print("done")
