// Replacing the only reference to an object deinitializes the old object right away.
final class Session {
    let user: String
    init(user: String) { self.user = user; print("login \(user)") }
    deinit { print("logout \(user)") }
}
var current = Session(user: "ana")  // expect: login ana
current = Session(user: "ben")
// expect: login ben
// expect: logout ana
var history: [Session] = [current]
current = Session(user: "cy")  // expect: login cy
print(history.count)  // expect: 1
history.removeAll()  // expect: logout ben
print("done")  // expect: done
