// A workout log: an actor stores sessions loaded by async functions (simulated delays), sums per exercise, and rejects a bad entry with a thrown error.
enum LogError: Error {
    case negativeReps(String)
}

struct Session {
    let exercise: String
    let sets: Int
    let reps: Int
    var volume: Int { sets * reps }
}

actor WorkoutLog {
    private var sessions: [Session] = []
    private(set) var rejected = 0

    func add(_ session: Session) throws {
        guard session.reps >= 0 else {
            rejected += 1
            throw LogError.negativeReps(session.exercise)
        }
        sessions.append(session)
    }

    func totals() -> [(String, Int)] {
        let grouped = Dictionary(grouping: sessions, by: \.exercise)
        return grouped.map { ($0.key, $0.value.reduce(0) { $0 + $1.volume }) }.sorted { $0.0 < $1.0 }
    }

    var count: Int { sessions.count }
}

func loadDay(_ day: Int) async -> [Session] {
    try? await Task.sleep(nanoseconds: UInt64(day) * 20_000_000)
    switch day {
    case 1: return [Session(exercise: "squat", sets: 3, reps: 5), Session(exercise: "row", sets: 3, reps: 8)]
    case 2: return [Session(exercise: "squat", sets: 5, reps: 5), Session(exercise: "press", sets: 3, reps: -1)]
    default: return [Session(exercise: "row", sets: 2, reps: 10)]
    }
}

let log = WorkoutLog()
for day in 1...3 {
    let sessions = await loadDay(day)
    for s in sessions {
        do {
            try await log.add(s)
            print("day \(day): \(s.exercise) \(s.sets)x\(s.reps)")
        } catch LogError.negativeReps(let name) {
            print("day \(day): rejected \(name)")
        }
    }
}
print("stored:", await log.count, "rejected:", await log.rejected)
for (exercise, volume) in await log.totals() {
    print(exercise, volume)
}

// expect: day 1: squat 3x5
// expect: day 1: row 3x8
// expect: day 2: squat 5x5
// expect: day 2: rejected press
// expect: day 3: row 2x10
// expect: stored: 4 rejected: 1
// expect: row 44
// expect: squat 40
