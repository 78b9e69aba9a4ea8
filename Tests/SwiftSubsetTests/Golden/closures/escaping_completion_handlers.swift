// Escaping closures stored for later run after the function returned.
final class Downloader {
    private var pending: [() -> Void] = []
    func fetch(_ name: String, completion: @escaping (String) -> Void) {
        print("queued \(name)")
        pending.append { completion("data for \(name)") }
    }
    func finishAll() {
        let jobs = pending
        pending.removeAll()
        jobs.forEach { $0() }
    }
}
let downloader = Downloader()
var received: [String] = []
downloader.fetch("a") { received.append($0) }
downloader.fetch("b") { result in received.append(result.uppercased()) }
// expect: queued a
// expect: queued b
print(received.count)  // expect: 0
downloader.finishAll()
print(received)  // expect: ["data for a", "DATA FOR B"]
