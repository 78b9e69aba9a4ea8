// An event scheduler: events kept sorted by start minute with a binary-search insertion point, conflict checks against neighbours, and lookups by time.
struct Event: CustomStringConvertible {
    let title: String
    let start: Int
    let length: Int

    var end: Int { start + length }

    var description: String {
        "\(Event.clock(start))-\(Event.clock(end)) \(title)"
    }

    static func clock(_ minutes: Int) -> String {
        let h = minutes / 60, m = minutes % 60
        return "\(h < 10 ? "0" : "")\(h):\(m < 10 ? "0" : "")\(m)"
    }
}

enum ScheduleError: Error {
    case overlaps(Event, with: Event)
}

struct Schedule {
    private(set) var events: [Event] = []

    func insertionIndex(for start: Int) -> Int {
        var low = 0, high = events.count
        while low < high {
            let mid = (low + high) / 2
            if events[mid].start < start {
                low = mid + 1
            } else {
                high = mid
            }
        }
        return low
    }

    mutating func add(_ event: Event) throws {
        let index = insertionIndex(for: event.start)
        if index > 0, events[index - 1].end > event.start {
            throw ScheduleError.overlaps(event, with: events[index - 1])
        }
        if index < events.count, event.end > events[index].start {
            throw ScheduleError.overlaps(event, with: events[index])
        }
        events.insert(event, at: index)
    }

    func event(at minute: Int) -> Event? {
        let index = insertionIndex(for: minute + 1)
        guard index > 0 else { return nil }
        let candidate = events[index - 1]
        return minute < candidate.end ? candidate : nil
    }

    func freeSlots(from open: Int, to close: Int) -> [(Int, Int)] {
        var slots: [(Int, Int)] = []
        var cursor = open
        for e in events {
            if e.start > cursor { slots.append((cursor, e.start)) }
            cursor = max(cursor, e.end)
        }
        if cursor < close { slots.append((cursor, close)) }
        return slots
    }
}

var day = Schedule()
let requests = [
    Event(title: "Standup", start: 9 * 60, length: 15),
    Event(title: "Lunch", start: 12 * 60, length: 60),
    Event(title: "Review", start: 10 * 60 + 30, length: 45),
    Event(title: "Clash", start: 12 * 60 + 30, length: 30),
    Event(title: "Coffee", start: 9 * 60 + 15, length: 15),
    Event(title: "Early", start: 8 * 60 + 50, length: 20),
]
for request in requests {
    do {
        try day.add(request)
    } catch ScheduleError.overlaps(let e, let other) {
        print("\(e.title) overlaps \(other.title)")
    } catch {
        print(error)
    }
}
for e in day.events {
    print(e)
}
print(day.insertionIndex(for: 11 * 60))
print(day.event(at: 12 * 60 + 59)?.title ?? "free")
print(day.event(at: 13 * 60)?.title ?? "free")
print(day.event(at: 9 * 60 + 20).map { "\($0)" } ?? "free")
for (from, to) in day.freeSlots(from: 9 * 60, to: 17 * 60) {
    print("free \(Event.clock(from)) to \(Event.clock(to))")
}

// expect: Clash overlaps Lunch
// expect: Early overlaps Standup
// expect: 09:00-09:15 Standup
// expect: 09:15-09:30 Coffee
// expect: 10:30-11:15 Review
// expect: 12:00-13:00 Lunch
// expect: 3
// expect: Lunch
// expect: free
// expect: 09:15-09:30 Coffee
// expect: free 09:30 to 10:30
// expect: free 11:15 to 12:00
// expect: free 13:00 to 17:00
