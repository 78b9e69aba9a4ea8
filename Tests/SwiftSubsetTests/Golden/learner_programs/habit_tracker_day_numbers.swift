// A habit tracker with days as numbers (no dates, so no clock): check-ins per habit, current and longest streaks, and a weekly grid.
import Foundation

struct Habit {
    let name: String
    var goalPerWeek: Int
    private(set) var days: Set<Int> = []

    init(name: String, goalPerWeek: Int) {
        self.name = name
        self.goalPerWeek = goalPerWeek
    }

    mutating func checkIn(day: Int) -> Bool {
        days.insert(day).inserted
    }

    func streak(endingOn today: Int) -> Int {
        var count = 0
        var day = today
        while days.contains(day) {
            count += 1
            day -= 1
        }
        return count
    }

    var longestStreak: Int {
        var best = 0
        for day in days where !days.contains(day - 1) {
            var length = 1
            while days.contains(day + length) { length += 1 }
            best = max(best, length)
        }
        return best
    }

    func week(_ index: Int) -> String {
        let start = index * 7
        return String((start..<start + 7).map { days.contains($0) ? "#" : "." })
    }

    func metGoal(inWeek index: Int) -> Bool {
        days.filter { $0 / 7 == index }.count >= goalPerWeek
    }
}

var habits = [Habit(name: "Read", goalPerWeek: 5), Habit(name: "Run", goalPerWeek: 3)]
for day in [0, 1, 2, 4, 5, 6, 7, 8, 9, 10, 13] {
    _ = habits[0].checkIn(day: day)
}
for day in stride(from: 1, through: 13, by: 3) {
    _ = habits[1].checkIn(day: day)
}
print(habits[0].checkIn(day: 4), habits[1].checkIn(day: 12))
// expect: false true

for habit in habits {
    print(habit.name.padding(toLength: 5, withPad: " ", startingAt: 0), habit.week(0), habit.week(1),
          "streak:", habit.streak(endingOn: 13), "longest:", habit.longestStreak,
          "goals:", (0...1).map { habit.metGoal(inWeek: $0) })
}
// expect: Read  ###.### ####..# streak: 1 longest: 7 goals: [true, true]
// expect: Run   .#..#.. #..#.## streak: 2 longest: 2 goals: [false, true]
let total = habits.reduce(0) { $0 + $1.days.count }
print("check-ins: \(total), best habit: \(habits.max { $0.longestStreak < $1.longestStreak }!.name)")
// expect: check-ins: 17, best habit: Read
