// A `var x: T?` with no initializer starts as nil, for globals, locals and properties alike.
var selectedName: String?
print(selectedName as Any)  // expect: nil
print(selectedName == nil)  // expect: true

func firstEven(in numbers: [Int]) -> Int? {
    var found: Int?
    for n in numbers where n % 2 == 0 {
        found = n
        break
    }
    return found
}
print(firstEven(in: [3, 5, 8, 10]) ?? -1)  // expect: 8
print(firstEven(in: [1, 3]) ?? -1)  // expect: -1

struct Draft {
    var title: String?
    var pageCount: Int?
}
let draft = Draft()
print(draft.title ?? "untitled", draft.pageCount ?? 0)  // expect: untitled 0

selectedName = "Ada"
if let name = selectedName {
    print("selected \(name)")  // expect: selected Ada
}
