// Releasing a whole array deinitialises its elements from first to last.
final class Item {
    let id: Int
    init(_ id: Int) { self.id = id }
    deinit { print("deinit", id) }
}
var items: [Item]? = [Item(1), Item(2), Item(3)]
items = nil
// expect: deinit 1
// expect: deinit 2
// expect: deinit 3
print("end")  // expect: end
