// AsyncStream.makeStream gives a stream and a continuation kept by a producer object.
final class Thermometer {
    let readings: AsyncStream<Double>
    private let continuation: AsyncStream<Double>.Continuation
    init() {
        (readings, continuation) = AsyncStream.makeStream(of: Double.self)
    }
    func record(_ value: Double) { continuation.yield(value) }
    func stop() { continuation.finish() }
}
let thermometer = Thermometer()
let consumer = Task {
    var highest = -Double.infinity
    for await reading in thermometer.readings {
        highest = max(highest, reading)
        print("reading \(reading)")
    }
    return highest
}
for value in [18.5, 21.0, 19.25] { thermometer.record(value) }
thermometer.stop()
print("highest \(await consumer.value)")
// expect: reading 18.5
// expect: reading 21.0
// expect: reading 19.25
// expect: highest 21.0
