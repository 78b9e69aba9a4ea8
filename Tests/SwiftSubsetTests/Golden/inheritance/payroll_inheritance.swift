// A payroll with class inheritance: overridden methods calling super, an overridden computed property, description through a base-class reference.
class Employee: CustomStringConvertible {
    let name: String
    let hourlyRate: Double
    init(name: String, hourlyRate: Double) {
        self.name = name
        self.hourlyRate = hourlyRate
    }
    func pay(hours: Double) -> Double { hourlyRate * hours }
    var title: String { "Employee" }
    var description: String { "\(title) \(name)" }
}

class Manager: Employee {
    var bonus: Double
    init(name: String, hourlyRate: Double, bonus: Double) {
        self.bonus = bonus
        super.init(name: name, hourlyRate: hourlyRate)
    }
    override func pay(hours: Double) -> Double { super.pay(hours: hours) + bonus }
    override var title: String { "Manager" }
}

final class Intern: Employee {
    override func pay(hours: Double) -> Double { min(super.pay(hours: hours), 100) }
    override var title: String { "Intern (" + super.title + ")" }
}

let staff: [Employee] = [
    Employee(name: "Ana", hourlyRate: 20),
    Manager(name: "Ben", hourlyRate: 30, bonus: 150),
    Intern(name: "Cy", hourlyRate: 12.5),
]
var total = 0.0
for person in staff {
    let amount = person.pay(hours: 10)
    total += amount
    print(person, amount)
}
print("total:", total)
print(staff)
let boss: Employee = staff[1]
print(boss.title, boss is Manager, (boss as? Manager)?.bonus as Any)
print(staff.map { type(of: $0) })
print(staff.filter { $0 is Intern }.map(\.name))
// expect: Employee Ana 200.0
// expect: Manager Ben 450.0
// expect: Intern (Employee) Cy 100.0
// expect: total: 750.0
// expect: [Employee Ana, Manager Ben, Intern (Employee) Cy]
// expect: Manager true Optional(150.0)
// expect: [main.Employee, main.Manager, main.Intern]
// expect: ["Cy"]
