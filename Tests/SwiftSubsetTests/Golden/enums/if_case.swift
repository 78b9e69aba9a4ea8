// if case / guard case match one enum case without a full switch.
enum Result { case ok(Int), failed(String) }
let results: [Result] = [.ok(1), .failed("boom"), .ok(5)]
for r in results {
    if case .ok(let v) = r, v > 2 { print("big ok", v) }
    if case .failed(let why) = r { print("failed:", why) }
}
// expect: failed: boom
// expect: big ok 5
func value(_ r: Result) -> Int {
    guard case let .ok(v) = r else { return -1 }
    return v
}
print(results.map(value))  // expect: [1, -1, 5]
