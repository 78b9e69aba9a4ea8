// A closure made in a struct method captures a copy of self; a class method captures the instance.
struct SCounter {
    var count = 0
    func reader() -> () -> Int { { self.count } }
}
final class CCounter {
    var count = 0
    func reader() -> () -> Int { { self.count } }
}
var s = SCounter()
let readS = s.reader()
s.count = 10
print(readS(), s.count)  // expect: 0 10
let c = CCounter()
let readC = c.reader()
c.count = 10
print(readC(), c.count)  // expect: 10 10
