// A weather loader with retries: exponential backoff with Task.sleep(for:), typed errors, Duration arithmetic, cancellation
enum WeatherError: Error, Equatable {
    case network(attempt: Int)
    case notFound(String)
    case cancelled
}

struct Forecast: CustomStringConvertible {
    let city: String
    let highs: [Int]
    var description: String { "\(city): \(highs.map { "\($0)°" }.joined(separator: " "))" }
}

actor FlakyService {
    private var calls: [String: Int] = [:]
    let failuresBeforeSuccess: Int

    init(failuresBeforeSuccess: Int) { self.failuresBeforeSuccess = failuresBeforeSuccess }

    func fetch(_ city: String) async throws -> Forecast {
        let attempt = (calls[city] ?? 0) + 1
        calls[city] = attempt
        try await Task.sleep(for: .milliseconds(5))
        guard city != "Atlantis" else { throw WeatherError.notFound(city) }
        if attempt <= failuresBeforeSuccess { throw WeatherError.network(attempt: attempt) }
        let base = city.count * 3
        return Forecast(city: city, highs: (0..<3).map { base + $0 * 2 })
    }

    func attempts(for city: String) -> Int { calls[city] ?? 0 }
}

func withRetry<T>(maxAttempts: Int, initialDelay: Duration, log: (String) -> Void,
                  _ operation: () async throws -> T) async throws -> T {
    var delay = initialDelay
    var attempt = 1
    while true {
        do {
            return try await operation()
        } catch WeatherError.network(let n) where attempt < maxAttempts {
            log("attempt \(n) failed, retrying in \(delay)")
            try await Task.sleep(for: delay)
            delay = delay * 2
            attempt += 1
        }
    }
}

let service = FlakyService(failuresBeforeSuccess: 2)
var messages: [String] = []
do {
    let forecast = try await withRetry(maxAttempts: 4, initialDelay: .milliseconds(100), log: { messages.append($0) }) {
        try await service.fetch("Oslo")
    }
    print(forecast)
} catch {
    print("failed:", error)
}
print(messages)
print(await service.attempts(for: "Oslo"))

do {
    _ = try await withRetry(maxAttempts: 2, initialDelay: .seconds(1), log: { print($0) }) {
        try await service.fetch("Lima")
    }
} catch {
    print("gave up:", error)
}
do {
    _ = try await service.fetch("Atlantis")
} catch let error as WeatherError {
    print(error == .notFound("Atlantis"), error)
}

let task = Task {
    try await withRetry(maxAttempts: 10, initialDelay: .seconds(2), log: { print("task:", $0) }) {
        try await service.fetch("Rome")
    }
}
try? await Task.sleep(for: .milliseconds(50))
task.cancel()
switch await task.result {
case .success(let f): print("unexpected", f)
case .failure(let error): print("task ended:", error is CancellationError)
}
let d: Duration = .milliseconds(1500) + .seconds(2)
print(d, d / 2, Duration.seconds(1) < .milliseconds(1001), d.components.seconds)

// expect: Oslo: 12° 14° 16°
// expect: ["attempt 1 failed, retrying in 0.1 seconds", "attempt 2 failed, retrying in 0.2 seconds"]
// expect: 3
// expect: attempt 1 failed, retrying in 1.0 seconds
// expect: gave up: network(attempt: 2)
// expect: true notFound("Atlantis")
// expect: task: attempt 1 failed, retrying in 2.0 seconds
// expect: task ended: true
// expect: 3.5 seconds 1.75 seconds true 3
