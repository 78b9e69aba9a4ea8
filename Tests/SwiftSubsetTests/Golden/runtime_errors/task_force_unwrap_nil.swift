// A force-unwrapped nil in a Task that the top level awaits traps with Swift's message at the unwrap; nothing after it runs, not even the Task's own later lines.
final class Session {
    var user: String? = nil
}
let session = Session()
print("start")  // expect: start
let check = Task { () -> Void in
    print("checking")  // expect: checking
    print(session.user!.count)  // expect runtime error: Unexpectedly found nil while unwrapping an Optional value
    print("checked")
}
await check.value
print("never")
