// Protocols can inherit; conformers satisfy all requirements; is/as? test conformance.
protocol Entity { var id: Int { get } }
protocol Named: Entity { var name: String { get } }
struct User: Named { let id: Int; let name: String }
struct Ticket: Entity { let id: Int }
let things: [any Entity] = [User(id: 1, name: "ann"), Ticket(id: 2)]
for t in things {
    if let n = t as? any Named { print(t.id, n.name) } else { print(t.id, "unnamed") }
}
// expect: 1 ann
// expect: 2 unnamed
print(things[1] is any Named)  // expect: false
