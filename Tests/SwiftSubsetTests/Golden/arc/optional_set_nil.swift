// Setting the last strong optional reference to nil deinitialises immediately.
final class Session {
    init() { print("session start") }
    deinit { print("session end") }
}
var current: Session? = Session()  // expect: session start
print("working")  // expect: working
current = nil  // expect: session end
print("after nil")  // expect: after nil
