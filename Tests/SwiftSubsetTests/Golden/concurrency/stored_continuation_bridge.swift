// A continuation kept in a property until a callback resumes it: the type is named in the declaration.
final class Thermometer {
    var onReading: ((Double) -> Void)?
    func measure() { onReading?(21.5) }
}
final class ReadingBridge {
    private var waiting: CheckedContinuation<Double, Never>?
    private var failing: CheckedContinuation<Int, any Error>?
    let device = Thermometer()
    init() {
        device.onReading = { [unowned self] value in
            waiting?.resume(returning: value)
            waiting = nil
        }
    }
    func nextReading() async -> Double {
        await withCheckedContinuation { continuation in
            waiting = continuation
            print("waiting for the device")
        }
    }
    struct Unplugged: Error {}
    func battery() async throws -> Int {
        try await withCheckedThrowingContinuation { continuation in
            failing = continuation
        }
    }
    func unplug() { failing?.resume(throwing: Unplugged()); failing = nil }
}
let bridge = ReadingBridge()
Task {
    try? await Task.sleep(nanoseconds: 20_000_000)
    bridge.device.measure()
}
print("reading:", await bridge.nextReading())
Task {
    try? await Task.sleep(nanoseconds: 20_000_000)
    bridge.unplug()
}
do {
    _ = try await bridge.battery()
} catch {
    print("battery failed:", error)
}
// expect: waiting for the device
// expect: reading: 21.5
// expect: battery failed: Unplugged()
