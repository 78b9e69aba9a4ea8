// Breaking a cycle by hand before the scope ends lets both objects go.
final class Node {
    let name: String
    var next: Node?
    init(_ name: String) { self.name = name }
    deinit { print("deinit", name) }
}
do {
    let a = Node("a")
    let b = Node("b")
    a.next = b
    b.next = a
    b.next = nil
    print("cycle broken")  // expect: cycle broken
}
// expect: deinit a
// expect: deinit b
print("end")  // expect: end
