// Escaping completion handlers stored in a class, called with Result values; Result.map and get, and counters made by a closure factory.
final class Downloader {
    var handlers: [(Result<String, Error>) -> Void] = []
    func onFinish(_ h: @escaping (Result<String, Error>) -> Void) { handlers.append(h) }
    func finish(_ r: Result<String, Error>) { handlers.forEach { $0(r) } }
}
struct Failure: Error, CustomStringConvertible { var description: String { "boom" } }
let d = Downloader()
var received: [String] = []
d.onFinish { result in
    switch result {
    case .success(let text): received.append(text.uppercased())
    case .failure(let e): received.append("error \(e)")
    }
}
d.onFinish { received.append((try? $0.get())?.count.description ?? "-") }
d.finish(.success("data"))
d.finish(.failure(Failure()))
print(received)
let mapped = Result<Int, Failure>.success(4).map { $0 * 10 }
print(mapped, (try? mapped.get()) ?? 0)
func makeCounter(step: Int = 1) -> () -> Int { var n = 0; return { n += step; return n } }
let c = makeCounter(step: 5)
_ = c()
print(c(), makeCounter()())
// expect: ["DATA", "4", "error boom", "-"]
// expect: success(40) 40
// expect: 10 1
