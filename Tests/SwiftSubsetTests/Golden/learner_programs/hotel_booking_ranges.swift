// Hotel bookings as half-open ranges of nights: overlap checks per room, the first free room, occupancy per night, and a cancellation.
struct Booking: CustomStringConvertible {
    let guest: String
    let room: Int
    let nights: Range<Int>

    var description: String { "\(guest) in \(room) nights \(nights.lowerBound)..<\(nights.upperBound)" }
}

enum BookingError: Error, CustomStringConvertible {
    case noRoom(String)
    case emptyStay

    var description: String {
        switch self {
        case .noRoom(let guest): return "no room for \(guest)"
        case .emptyStay: return "a stay needs at least one night"
        }
    }
}

class Hotel {
    let rooms: [Int]
    private(set) var bookings: [Booking] = []

    init(rooms: [Int]) {
        self.rooms = rooms
    }

    func isFree(_ room: Int, for nights: Range<Int>) -> Bool {
        !bookings.contains { $0.room == room && $0.nights.overlaps(nights) }
    }

    @discardableResult
    func book(_ guest: String, from first: Int, nights count: Int) throws -> Booking {
        guard count > 0 else { throw BookingError.emptyStay }
        let stay = first..<(first + count)
        guard let room = rooms.first(where: { isFree($0, for: stay) }) else {
            throw BookingError.noRoom(guest)
        }
        let booking = Booking(guest: guest, room: room, nights: stay)
        bookings.append(booking)
        return booking
    }

    func cancel(guest: String) -> Int {
        let before = bookings.count
        bookings.removeAll { $0.guest == guest }
        return before - bookings.count
    }

    func occupancy(on night: Int) -> Int {
        bookings.filter { $0.nights.contains(night) }.count
    }
}

let hotel = Hotel(rooms: [101, 102])
let requests: [(String, Int, Int)] = [("Ada", 1, 3), ("Bo", 2, 2), ("Cy", 3, 1), ("Di", 4, 2), ("Ed", 5, 0), ("Fay", 1, 1)]
for (guest, first, count) in requests {
    do {
        let booking = try hotel.book(guest, from: first, nights: count)
        print("booked \(booking)")
    } catch {
        print("error: \(error)")
    }
}
print((0...6).map { hotel.occupancy(on: $0) })
print(hotel.cancel(guest: "Bo"), hotel.cancel(guest: "Zed"))
print(try! hotel.book("Cy", from: 3, nights: 1))
let nightsBooked = hotel.bookings.map(\.nights.count).reduce(0, +)
print("nights booked: \(nightsBooked)")
let window = 2...4
print(hotel.bookings.filter { window.overlaps($0.nights.lowerBound..<$0.nights.upperBound) }.map(\.guest))
print(hotel.bookings.map { $0.nights.clamped(to: 2..<4) })

// expect: booked Ada in 101 nights 1..<4
// expect: booked Bo in 102 nights 2..<4
// expect: error: no room for Cy
// expect: booked Di in 101 nights 4..<6
// expect: error: a stay needs at least one night
// expect: booked Fay in 102 nights 1..<2
// expect: [0, 2, 2, 2, 1, 1, 0]
// expect: 1 0
// expect: Cy in 102 nights 3..<4
// expect: nights booked: 7
// expect: ["Ada", "Di", "Cy"]
// expect: [Range(2..<4), Range(4..<4), Range(2..<2), Range(3..<4)]
