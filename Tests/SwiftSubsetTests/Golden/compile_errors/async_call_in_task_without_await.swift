// A Task's body is async: the call in it still needs its await.
final class Inbox {
    var unread = 0
    func sync() async -> Int { 3 }
    func refresh() {
        Task {
            let count = sync() // expect error col 25: expression is 'async' but is not marked with 'await'
            unread = count
        }
    }
}
Inbox().refresh()
