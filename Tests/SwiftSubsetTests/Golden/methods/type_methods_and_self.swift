// Type methods use Self and static state; instance methods call them through Self.
struct LevelTracker {
    nonisolated(unsafe) static var highestUnlocked = 1
    var current = 1
    static func unlock(_ level: Int) {
        if level > highestUnlocked { highestUnlocked = level }
    }
    static func isUnlocked(_ level: Int) -> Bool { level <= highestUnlocked }
    @discardableResult
    mutating func advance(to level: Int) -> Bool {
        guard Self.isUnlocked(level) else { return false }
        current = level
        return true
    }
}
var tracker = LevelTracker()
print(tracker.advance(to: 3))  // expect: false
LevelTracker.unlock(4)
print(tracker.advance(to: 3), tracker.current)  // expect: true 3
tracker.advance(to: 5)
print(tracker.current, LevelTracker.highestUnlocked)  // expect: 3 4
