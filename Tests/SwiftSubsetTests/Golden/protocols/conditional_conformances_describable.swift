// A probe written as model code is written (session 29): kept because
// StateLab printed what swiftc prints; the expectations are swiftc's output.
protocol Describable { var summary: String { get } }
extension Int: Describable { var summary: String { "int(\(self))" } }
extension String: Describable { var summary: String { "str(\(count))" } }
extension Array: Describable where Element: Describable { var summary: String { "[" + map(\.summary).joined(separator: ",") + "]" } }
extension Optional: Describable where Wrapped: Describable { var summary: String { self?.summary ?? "none" } }
let items: [any Describable] = [1, "hey", [2, 3], Optional<Int>.none]
for i in items { print(i.summary) }
print([[1], [2, 3]].summary)
// expect: int(1)
// expect: str(3)
// expect: [int(2),int(3)]
// expect: none
// expect: [[int(1)],[int(2),int(3)]]
