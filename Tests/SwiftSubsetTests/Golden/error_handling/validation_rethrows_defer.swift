// Throwing functions, rethrows, defer and error enums with payloads.
enum ValidationError: Error, Equatable {
    case empty(field: String)
    case tooShort(field: String, min: Int)
}
func validate(_ value: String, field: String, min: Int) throws -> String {
    guard !value.isEmpty else { throw ValidationError.empty(field: field) }
    guard value.count >= min else { throw ValidationError.tooShort(field: field, min: min) }
    return value
}
func collect<T>(_ items: [T], _ transform: (T) throws -> String) rethrows -> [String] {
    var out: [String] = []
    defer { print("collected \(out.count)") }
    for item in items { out.append(try transform(item)) }
    return out
}
let inputs = ["ann", "bo", ""]
do {
    let ok = try collect(inputs) { try validate($0, field: "name", min: 2) }
    print(ok)
} catch ValidationError.tooShort(let field, let min) {
    print("too short", field, min)
} catch {
    print("other", error)
}
print(collect([1, 2]) { "\($0)" })
let results = inputs.map { input in Result { try validate(input, field: "n", min: 3) } }
print(results.map { (try? $0.get()) ?? "-" })
// expect: collected 2
// expect: other empty(field: "name")
// expect: collected 2
// expect: ["1", "2"]
// expect: ["ann", "-", "-"]
