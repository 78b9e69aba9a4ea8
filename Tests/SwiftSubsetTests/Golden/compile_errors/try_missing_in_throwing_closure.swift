// A closure that has a `try` of its own throws; another throwing call in it without `try` is refused with the shorter message.
enum FetchError: Error { case offline }
func fetchCount(online: Bool) throws -> Int {
    guard online else { throw FetchError.offline }
    return 12
}
let sum = { (flag: Bool) throws -> Int in
    let first = try fetchCount(online: flag)
    return first + fetchCount(online: !flag) // expect error col 20: call can throw but is not marked with 'try'
}
print((try? sum(true)) ?? -1)
