// A list of weak boxes: entries become nil as their objects go away.
final class Listener {
    let id: Int
    init(_ id: Int) { self.id = id }
    deinit { print("listener deinit", id) }
}
struct WeakBox { weak var value: Listener? }
var strong: [Listener] = [Listener(1), Listener(2)]
let boxes = strong.map { WeakBox(value: $0) }
print(boxes.compactMap { $0.value?.id })  // expect: [1, 2]
strong.removeFirst()  // expect: listener deinit 1
print(boxes.compactMap { $0.value?.id })  // expect: [2]
