// A static factory's labels.
struct User {
    var id: Int
    static func make(id: Int) -> User { User(id: id) }
}
let user = User.make(identifier: 1) // expect error col 21: incorrect argument label in call (have 'identifier:', expected 'id:')
print(user)
