// Optional chaining through several optional levels; any nil ends the chain.
final class Room { let name: String; init(name: String) { self.name = name } }
final class Address {
    var street: String?
    var number: Int?
    func identifier() -> String? {
        if let number, let street { return "\(number) \(street)" }
        return nil
    }
}
final class Residence {
    var rooms: [Room] = []
    var address: Address?
    var numberOfRooms: Int { rooms.count }
    subscript(i: Int) -> Room? { rooms.indices.contains(i) ? rooms[i] : nil }
}
final class Person { var residence: Residence? }
let john = Person()
print(john.residence?.numberOfRooms as Any)  // expect: nil
john.residence = Residence()
john.residence?.rooms.append(Room(name: "Kitchen"))
print(john.residence?.numberOfRooms as Any)  // expect: Optional(1)
print(john.residence?[0]?.name ?? "none", john.residence?[3]?.name ?? "none")  // expect: Kitchen none
let address = Address()
address.street = "Acacia Road"
address.number = 29
john.residence?.address = address
print(john.residence?.address?.identifier() ?? "unknown")  // expect: 29 Acacia Road
print(john.residence?.address?.identifier()?.hasPrefix("29") as Any)  // expect: Optional(true)
