// String interpolation of enum values and their raw values.
enum Status: Int { case active = 1, banned = 9 }
let s = Status.banned
print("status \(s) (\(s.rawValue))")  // expect: status banned (9)
enum Loading { case idle, loaded(count: Int) }
let l = Loading.loaded(count: 3)
print("state: \(l)")  // expect: state: loaded(count: 3)
