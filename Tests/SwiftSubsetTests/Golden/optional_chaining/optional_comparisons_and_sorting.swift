// Optionals compare with == against values and nil; sorting them needs an explicit rule.
let dueDays: [Int?] = [5, nil, 2, nil, 9]
print(dueDays.filter { $0 == nil }.count)  // expect: 2
print(dueDays.contains(2), dueDays.contains(nil))  // expect: true true
let sorted = dueDays.sorted { a, b in
    switch (a, b) {
    case let (x?, y?): return x < y
    case (_?, nil): return true
    default: return false
    }
}
print(sorted)  // expect: [Optional(2), Optional(5), Optional(9), nil, nil]
let value: Int? = 3
print(value == 3, value != nil, value == Optional(4))  // expect: true true false
print(dueDays.compactMap { $0 }.sorted(by: >))  // expect: [9, 5, 2]
