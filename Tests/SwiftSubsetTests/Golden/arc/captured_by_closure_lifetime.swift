// An object captured by a closure lives as long as the closure does.
final class Resource {
    init() { print("acquire") }
    deinit { print("release") }
    func use() { print("use") }
}
var job: (() -> Void)? = nil
do {
    let r = Resource()  // expect: acquire
    job = { r.use() }
}
print("scope ended")  // expect: scope ended
job?()  // expect: use
job = nil  // expect: release
print("end")  // expect: end
