// A mutating method or an inout argument that throws keeps what it changed: Swift writes the access back on every exit
struct Failure: Error {}

struct Repository {
    var calls = 0
    var log: [String] = []
    mutating func fetch(failing: Bool) throws -> Int {
        defer { calls += 1 }
        log.append("call \(calls)")
        if failing { throw Failure() }
        return calls
    }
}

func bump(_ value: inout Int) throws {
    value += 5
    throw Failure()
}

var repo = Repository()
_ = try? repo.fetch(failing: true)
_ = try? repo.fetch(failing: true)
print(try repo.fetch(failing: false))  // expect: 2
print(repo.calls, repo.log)  // expect: 3 ["call 0", "call 1", "call 2"]

struct Store {
    var repo = Repository()
    var attempts: Int { get { repo.calls } set { repo.calls = newValue } }
}
var store = Store()
do { _ = try store.repo.fetch(failing: true) } catch { print("caught", store.repo.calls) }  // expect: caught 1

final class Holder { var count = 0 }
let holder = Holder()
try? bump(&holder.count)
var local = 1
try? bump(&local)
print(holder.count, local)  // expect: 5 6
try? bump(&store.attempts)
print(store.repo.calls)  // expect: 6
