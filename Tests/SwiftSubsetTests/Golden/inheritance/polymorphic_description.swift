// CustomStringConvertible through a class hierarchy: print uses the dynamic type's description.
class Employee: CustomStringConvertible {
    let name: String
    init(name: String) { self.name = name }
    func pay() -> Int { 1000 }
    var description: String { "\(name) earns \(pay())" }
}
class Manager: Employee {
    let reports: Int
    init(name: String, reports: Int) {
        self.reports = reports
        super.init(name: name)
    }
    override func pay() -> Int { super.pay() + reports * 100 }
}
final class Intern: Employee {
    override func pay() -> Int { 300 }
    override var description: String { "intern " + super.description }
}
let staff: [Employee] = [Employee(name: "Al"), Manager(name: "Bea", reports: 4), Intern(name: "Cy")]
for person in staff { print(person) }
// expect: Al earns 1000
// expect: Bea earns 1400
// expect: intern Cy earns 300
print(staff.map { $0.pay() }.reduce(0, +))  // expect: 2700
print(staff[1] is Manager, staff[2] is Manager)  // expect: true false
