// Inside do/catch a throwing method call still needs `try`; swiftc reports it at the start of the call.
enum SaveError: Error { case full }
struct Store {
    func save(_ item: String) throws -> Bool { true }
}
let store = Store()
do {
    let saved = store.save("milk") // expect error col 17: call can throw but is not marked with 'try'
    print(saved)
} catch {
    print("failed:", error)
}
