// A let constant holding a class can still mutate the instance; a let struct cannot.
final class Box { var value = 1 }
let box = Box()
box.value = 2
print(box.value)  // expect: 2
func reset(_ b: Box) { b.value = 0 }
reset(box)
print(box.value)  // expect: 0
struct Wrapper { let box: Box }
let w = Wrapper(box: box)
w.box.value = 9
print(box.value)  // expect: 9
