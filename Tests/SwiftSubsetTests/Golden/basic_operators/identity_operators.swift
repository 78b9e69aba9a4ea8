// === compares object identity; == compares values a type defines as equal.
final class Ticket: Equatable {
    let number: Int
    init(number: Int) { self.number = number }
    static func == (lhs: Ticket, rhs: Ticket) -> Bool { lhs.number == rhs.number }
}
let first = Ticket(number: 7)
let copy = Ticket(number: 7)
let alias = first
print(first == copy, first === copy)  // expect: true false
print(first === alias, first !== copy)  // expect: true true
let tickets = [first, copy]
print(tickets.filter { $0 === first }.count)  // expect: 1
print(tickets.filter { $0 == first }.count)  // expect: 2
print(tickets.firstIndex(where: { $0 === copy })!)  // expect: 1
