// withTaskGroup collects child results; the order of completion is not the order of creation.
func square(_ n: Int) async -> Int {
    try? await Task.sleep(nanoseconds: UInt64(60 * (5 - n)) * 1_000_000)
    return n * n
}
let total = await withTaskGroup(of: Int.self) { group in
    for n in 1...4 {
        group.addTask { await square(n) }
    }
    var sum = 0
    for await value in group { sum += value }
    return sum
}
print(total)  // expect: 30
let arrivalOrder = await withTaskGroup(of: Int.self, returning: [Int].self) { group in
    for n in 1...4 { group.addTask { await square(n) } }
    var order: [Int] = []
    for await value in group { order.append(value) }
    return order
}
print(arrivalOrder)  // expect: [16, 9, 4, 1]
