// Passing `any P` to a generic function opens the existential to its concrete type.
protocol Measurable { var size: Int { get } }
struct File: Measurable { let size: Int }
struct Folder: Measurable { let children: [any Measurable]; var size: Int { children.reduce(0) { $0 + $1.size } } }
func report<T: Measurable>(_ item: T) -> String { "\(T.self) of size \(item.size)" }
let items: [any Measurable] = [File(size: 3), Folder(children: [File(size: 1), File(size: 4)])]
for item in items { print(report(item)) }
// expect: File of size 3
// expect: Folder of size 5
func biggest(_ items: [any Measurable]) -> (any Measurable)? { items.max { $0.size < $1.size } }
print(biggest(items)!.size)  // expect: 5
