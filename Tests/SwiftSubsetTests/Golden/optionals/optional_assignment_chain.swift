// Assigning through an optional chain returns Void? telling whether it happened.
class Node { var value = 0; var next: Node? }
let head = Node()
if (head.next?.value = 5) != nil { print("assigned") } else { print("not assigned") }  // expect: not assigned
head.next = Node()
if (head.next?.value = 5) != nil { print("assigned") } else { print("not assigned") }  // expect: assigned
print(head.next!.value)  // expect: 5
