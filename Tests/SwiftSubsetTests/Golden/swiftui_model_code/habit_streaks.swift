// A habit tracker computes current and longest streaks from the days a habit was done.
struct Habit {
    let name: String
    var completedDays: Set<Int> = []
    mutating func markDone(day: Int) { completedDays.insert(day) }
    func currentStreak(today: Int) -> Int {
        var day = completedDays.contains(today) ? today : today - 1
        var streak = 0
        while completedDays.contains(day) {
            streak += 1
            day -= 1
        }
        return streak
    }
    var longestStreak: Int {
        var best = 0
        for day in completedDays where !completedDays.contains(day - 1) {
            var length = 1
            while completedDays.contains(day + length) { length += 1 }
            best = max(best, length)
        }
        return best
    }
}
var reading = Habit(name: "Read")
for day in [1, 2, 3, 5, 6, 7, 8, 10, 11] { reading.markDone(day: day) }
print(reading.currentStreak(today: 11), reading.currentStreak(today: 12), reading.currentStreak(today: 13))  // expect: 2 2 0
print(reading.longestStreak)  // expect: 4
reading.markDone(day: 4)
print(reading.longestStreak, reading.completedDays.count)  // expect: 8 10
