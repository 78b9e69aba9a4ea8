// Static stored and computed properties belong to the type, shared by every instance.
struct AudioChannel {
    static let maxLevel = 10
    static var loudest = 0
    static var summary: String { "max \(maxLevel), loudest \(loudest)" }
    var level = 0 {
        didSet {
            if level > Self.maxLevel { level = Self.maxLevel }
            if level > Self.loudest { Self.loudest = level }
        }
    }
}
var left = AudioChannel()
var right = AudioChannel()
left.level = 7
print(AudioChannel.summary)  // expect: max 10, loudest 7
right.level = 11
print(right.level, AudioChannel.loudest)  // expect: 10 10
final class Counter {
    nonisolated(unsafe) static var created = 0
    init() { Counter.created += 1 }
}
_ = [Counter(), Counter(), Counter()]
print(Counter.created)  // expect: 3
