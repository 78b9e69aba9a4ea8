// Result transforms pass the other case through; flatMapError recovers; transforms chain and feed switch and get().
enum FetchError: Error { case offline, notFound(String) }
func fetch(_ id: Int) -> Result<String, FetchError> {
    id == 0 ? .failure(.offline) : (id < 0 ? .failure(.notFound("#\(id)")) : .success("item\(id)"))
}
let cached: Result<String, FetchError> = .success("cached")
print(fetch(3).map { $0.uppercased() }.map(\.count))  // expect: success(5)
print(fetch(0).map { $0.uppercased() })  // expect: failure(main.FetchError.offline)
print(fetch(0).flatMapError { _ in cached })  // expect: success("cached")
print(fetch(-2).flatMapError { e -> Result<String, FetchError> in
    if case .notFound = e { return .success("placeholder") }
    return .failure(e)
})  // expect: success("placeholder")
print(fetch(4).mapError { _ in FetchError.offline })  // expect: success("item4")
let lengths = [1, 0, 22].map { fetch($0).map(\.count) }
for r in lengths {
    switch r {
    case .success(let n): print("length", n)
    case .failure(let e): print("error", e)
    }
}
// expect: length 5
// expect: error offline
// expect: length 6
print((try? fetch(7).flatMap { s in Result<Int, FetchError>.success(s.count * 10) }.get()) ?? -1)  // expect: 50
