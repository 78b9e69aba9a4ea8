// A model consumes an AsyncStream of app events in a long-running task until the stream ends.
enum AppEvent { case login(String), message(from: String, text: String), logout }
@MainActor
final class InboxModel {
    private(set) var unread: [String] = []
    private(set) var user: String?
    func consume(_ events: AsyncStream<AppEvent>) async {
        for await event in events {
            switch event {
            case .login(let name): user = name
            case .message(let from, let text) where from != user: unread.append("\(from): \(text)")
            case .message: break
            case .logout: user = nil
            }
        }
    }
}
let (events, continuation) = AsyncStream.makeStream(of: AppEvent.self)
let inbox = InboxModel()
let listening = Task { await inbox.consume(events) }
continuation.yield(.login("kim"))
continuation.yield(.message(from: "lee", text: "hi"))
continuation.yield(.message(from: "kim", text: "note to self"))
continuation.yield(.message(from: "max", text: "lunch?"))
continuation.yield(.logout)
continuation.finish()
await listening.value
print(inbox.unread)  // expect: ["lee: hi", "max: lunch?"]
print(inbox.user as Any)  // expect: nil
