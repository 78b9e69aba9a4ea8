// A probe written as model code is written (session 29): kept because
// StateLab printed what swiftc prints; the expectations are swiftc's output.
struct Employee { let name: String; let dept: String; let salary: Int }
let staff = [Employee(name: "a", dept: "eng", salary: 100), Employee(name: "b", dept: "ops", salary: 80), Employee(name: "c", dept: "eng", salary: 120)]
let byDept = Dictionary(grouping: staff, by: \.dept)
for dept in byDept.keys.sorted() {
    let team = byDept[dept]!
    let avg = team.map(\.salary).reduce(0, +) / team.count
    print(dept, team.map(\.name), avg)
}
let kp = \Employee.salary
print(staff.map { $0[keyPath: kp] }, staff.max(by: { $0.salary < $1.salary })!.name)
func sorted<T, V: Comparable>(_ xs: [T], by key: KeyPath<T, V>) -> [T] { xs.sorted { $0[keyPath: key] < $1[keyPath: key] } }
print(sorted(staff, by: \.salary).map(\.name), sorted(staff, by: \.name).map(\.dept))
struct Box { var inner: Inner; struct Inner { var value: Int } }
var box = Box(inner: .init(value: 1))
let wkp = \Box.inner.value
box[keyPath: wkp] += 41
print(box.inner.value)
// expect: eng ["a", "c"] 110
// expect: ops ["b"] 80
// expect: [100, 80, 120] c
// expect: ["b", "a", "c"] ["eng", "ops", "eng"]
// expect: 42
