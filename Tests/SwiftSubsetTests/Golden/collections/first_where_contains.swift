// first(where:), firstIndex(of:), contains and contains(where:), allSatisfy.
let xs = [4, 7, 10, 13]
print(xs.first(where: { $0 > 5 }) as Any)  // expect: Optional(7)
print(xs.first { $0 > 50 } as Any)  // expect: nil
print(xs.firstIndex(of: 10) as Any)  // expect: Optional(2)
print(xs.contains(13), xs.contains(14))  // expect: true false
print(xs.contains { $0 % 2 == 1 })  // expect: true
print(xs.allSatisfy { $0 > 3 })  // expect: true
print(xs.last(where: { $0 % 2 == 0 })!)  // expect: 10
