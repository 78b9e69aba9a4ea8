// try? turns a thrown error into nil; try! unwraps when nothing is thrown.
struct Failure: Error {}
func half(_ n: Int) throws -> Int {
    guard n % 2 == 0 else { throw Failure() }
    return n / 2
}
print(try? half(8) as Any)  // expect: Optional(4)
print((try? half(7)) as Any)  // expect: nil
print(try! half(10))  // expect: 5
let values = [2, 3, 4].compactMap { try? half($0) }
print(values)  // expect: [1, 2]
if let h = try? half(6) { print("got", h) }  // expect: got 3
