// Deinitialization: sessions released from arrays and dictionaries, scope ends, reassignment, parent-child ownership
final class Connection {
    let id: Int
    init(id: Int) { self.id = id; print("open conn \(id)") }
    deinit { print("close conn \(id)") }
}

final class Session {
    let user: String
    var connections: [Connection] = []
    weak var manager: SessionManager?
    init(user: String) { self.user = user; print("start \(user)") }
    func connect(_ id: Int) { connections.append(Connection(id: id)) }
    deinit { print("end \(user) with \(connections.count) connections") }
}

final class SessionManager {
    private var sessions: [String: Session] = [:]
    func login(_ user: String) -> Session {
        let s = Session(user: user)
        s.manager = self
        sessions[user] = s
        return s
    }
    func logout(_ user: String) {
        print("logout \(user)")
        sessions[user] = nil
        print("after logout \(user)")
    }
    var active: [String] { sessions.keys.sorted() }
    deinit { print("manager gone") }
}

var manager: SessionManager? = SessionManager()
do {
    let ada = manager!.login("ada")
    ada.connect(1)
    ada.connect(2)
    _ = manager!.login("bob")
    print("scope ends")
}
print(manager!.active)
manager!.logout("ada")
manager!.logout("nobody")

var temp: Session? = Session(user: "temp")
temp?.connect(3)
temp = Session(user: "temp2")
print("replaced")
temp?.connections.removeAll()
temp?.connect(4)
temp?.connections = [Connection(id: 5)]
print("about to clear")
temp = nil

var pool = [Connection(id: 10), Connection(id: 11), Connection(id: 12)]
pool.remove(at: 1)
print("removed middle")
pool.removeAll { $0.id == 12 }
print("pool:", pool.map(\.id))
pool = []
print("pool cleared")
manager = nil
print("done")

// expect: start ada
// expect: open conn 1
// expect: open conn 2
// expect: start bob
// expect: scope ends
// expect: ["ada", "bob"]
// expect: logout ada
// expect: end ada with 2 connections
// expect: close conn 1
// expect: close conn 2
// expect: after logout ada
// expect: logout nobody
// expect: after logout nobody
// expect: start temp
// expect: open conn 3
// expect: start temp2
// expect: end temp with 1 connections
// expect: close conn 3
// expect: replaced
// expect: open conn 4
// expect: open conn 5
// expect: close conn 4
// expect: about to clear
// expect: end temp2 with 1 connections
// expect: close conn 5
// expect: open conn 10
// expect: open conn 11
// expect: open conn 12
// expect: close conn 11
// expect: removed middle
// expect: close conn 12
// expect: pool: [10]
// expect: close conn 10
// expect: pool cleared
// expect: manager gone
// expect: end bob with 0 connections
// expect: done
