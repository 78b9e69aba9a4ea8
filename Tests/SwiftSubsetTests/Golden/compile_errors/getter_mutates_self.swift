// A computed property's getter cannot change `self`.
struct Ticket {
    var reads = 0
    var code: String {
        reads += 1 // expect error col 15: left side of mutating operator isn't mutable: 'self' is immutable
        return "T-\(reads)"
    }
}
print(Ticket().code)
