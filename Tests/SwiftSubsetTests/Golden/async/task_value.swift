// await task.value returns the task's result.
func square(_ n: Int) async -> Int { n * n }
let t = Task { () -> Int in
    let a = await square(3)
    let b = await square(4)
    return a + b
}
let result = await t.value
print(result)  // expect: 25
