// Objects inside structs inside an array: replacing the array element releases them.
final class Avatar {
    let user: String
    init(_ user: String) { self.user = user }
    deinit { print("avatar deinit", user) }
}
struct Row { var avatar: Avatar }
var rows = [Row(avatar: Avatar("a")), Row(avatar: Avatar("b"))]
rows[0].avatar = Avatar("c")  // expect: avatar deinit a
rows[1] = rows[0]  // expect: avatar deinit b
print("c shared:", rows[0].avatar === rows[1].avatar)  // expect: c shared: true
rows.removeLast()
print("still alive:", rows[0].avatar.user)  // expect: still alive: c
rows = []  // expect: avatar deinit c
