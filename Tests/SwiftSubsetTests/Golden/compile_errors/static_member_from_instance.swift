// A counter of made tickets, read from an instance method without its type's name.
struct Ticket {
    static var issued = 0
    let number: Int
    func isLatest() -> Bool {
        number == issued // expect error col 19: static member 'issued' cannot be used on instance of type 'Ticket'
    }
}
print(Ticket(number: 1).isLatest())
