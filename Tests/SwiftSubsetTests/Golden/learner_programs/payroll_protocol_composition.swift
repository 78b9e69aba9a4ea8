// A payroll: employees as a class hierarchy, protocol composition (`Payable & Named`) for the pay run, casts with `as?` to find the ones with bonuses, and totals by department.
protocol Named {
    var name: String { get }
}

protocol Payable {
    func monthlyPay() -> Int
}

protocol BonusEligible {
    var bonusPercent: Int { get }
}

class Employee: Named, Payable {
    let name: String
    let department: String

    init(name: String, department: String) {
        self.name = name
        self.department = department
    }

    func monthlyPay() -> Int { 0 }

    var kind: String { "employee" }
}

class Salaried: Employee, BonusEligible {
    let salary: Int
    var bonusPercent: Int { salary > 60_000 ? 10 : 5 }

    init(name: String, department: String, salary: Int) {
        self.salary = salary
        super.init(name: name, department: department)
    }

    override func monthlyPay() -> Int { salary / 12 }
    override var kind: String { "salaried" }
}

class Hourly: Employee {
    let rate: Int
    var hours: Int

    init(name: String, department: String, rate: Int, hours: Int = 160) {
        self.rate = rate
        self.hours = hours
        super.init(name: name, department: department)
    }

    override func monthlyPay() -> Int {
        let overtime = max(0, hours - 160)
        return rate * (hours - overtime) + rate * overtime * 3 / 2
    }
    override var kind: String { "hourly" }
}

final class Manager: Salaried {
    var reports: [Employee] = []
    override var bonusPercent: Int { super.bonusPercent + reports.count }
    override var kind: String { "manager of \(reports.count)" }
}

struct Contractor: Named, Payable {
    let name: String
    let invoice: Int
    func monthlyPay() -> Int { invoice }
}

let ana = Manager(name: "Ana", department: "Eng", salary: 96_000)
let raj = Salaried(name: "Raj", department: "Eng", salary: 54_000)
let kim = Hourly(name: "Kim", department: "Ops", rate: 20, hours: 170)
let lee = Hourly(name: "Lee", department: "Ops", rate: 25)
ana.reports = [raj, kim]

let staff: [Employee] = [ana, raj, kim, lee]
let payees: [any Named & Payable] = staff + [Contractor(name: "Zoe", invoice: 3_000)]

func payRun(_ people: [any Named & Payable]) -> Int {
    var total = 0
    for person in people {
        let pay = person.monthlyPay()
        total += pay
        print("\(person.name): \(pay)")
    }
    return total
}
print("total \(payRun(payees))")

for employee in staff {
    if let eligible = employee as? BonusEligible {
        print("\(employee.name) (\(employee.kind)) bonus \(eligible.bonusPercent)%")
    } else {
        print("\(employee.name) (\(employee.kind)) no bonus")
    }
}

let byDepartment = Dictionary(grouping: staff, by: \.department)
for department in byDepartment.keys.sorted() {
    let pay = byDepartment[department]!.map { $0.monthlyPay() }.reduce(0, +)
    print(department, pay)
}
print(staff.filter { $0 is Hourly }.map(\.name))
print(payees.compactMap { $0 as? Contractor }.first?.invoice ?? 0)

// expect: Ana: 8000
// expect: Raj: 4500
// expect: Kim: 3500
// expect: Lee: 4000
// expect: Zoe: 3000
// expect: total 23000
// expect: Ana (manager of 2) bonus 12%
// expect: Raj (salaried) bonus 5%
// expect: Kim (hourly) no bonus
// expect: Lee (hourly) no bonus
// expect: Eng 12500
// expect: Ops 7500
// expect: ["Kim", "Lee"]
// expect: 3000
