// Comparable by hand: an Int raw-value enum and a struct ordered by a tuple comparison; sorted, min and max, failable rawValue init.
enum Priority: Int, Comparable, CaseIterable {
    case low = 1, medium, high
    static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
}
struct Ticket: Comparable, CustomStringConvertible {
    let title: String; let priority: Priority; let age: Int
    static func < (a: Ticket, b: Ticket) -> Bool { (b.priority, a.age) < (a.priority, b.age) }
    var description: String { "\(title)(\(priority))" }
}
let tickets = [Ticket(title: "login", priority: .high, age: 2), Ticket(title: "typo", priority: .low, age: 9),
               Ticket(title: "crash", priority: .high, age: 5), Ticket(title: "slow", priority: .medium, age: 1)]
print(tickets.sorted())
print(tickets.min()!, tickets.max()!)
print(Priority.allCases.map { p in tickets.filter { $0.priority == p }.count })
print(Priority.high > .low, Priority(rawValue: 2)!, Priority(rawValue: 7) as Any)
// expect: [login(high), crash(high), slow(medium), typo(low)]
// expect: login(high) typo(low)
// expect: [1, 1, 2]
// expect: true medium nil
