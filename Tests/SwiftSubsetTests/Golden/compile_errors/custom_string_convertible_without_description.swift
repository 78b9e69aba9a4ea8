// Saying CustomStringConvertible is a promise to provide `description`
class Ticket: CustomStringConvertible { // expect error col 7: type 'Ticket' does not conform to protocol 'CustomStringConvertible'
    var seat: String
    init(seat: String) { self.seat = seat }
    var summary: String { "seat \(seat)" }
}

print(Ticket(seat: "12A"))
