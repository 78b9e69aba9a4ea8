// A failable initializer whose super.init or self.init fails returns nil itself; type methods call super.
struct Port {
    let number: Int
    init?(_ n: Int) {
        guard (1...65535).contains(n) else { return nil }
        number = n
    }
    init?(text: String) {
        guard let n = Int(text) else { return nil }
        self.init(n)
    }
}
print(Port(text: "8080")?.number as Any, Port(text: "0") as Any, Port(text: "x") as Any)  // expect: Optional(8080) nil nil
class Account {
    let owner: String
    init?(owner: String) {
        if owner.isEmpty { return nil }
        self.owner = owner
    }
    class func kind() -> String { "account" }
}
class Savings: Account {
    let rate: Double
    init?(owner: String, rate: Double) {
        self.rate = rate
        super.init(owner: owner)
        print("created for \(owner)")
    }
    override class func kind() -> String { "savings " + super.kind() }
}
print(Savings(owner: "", rate: 1) == nil)  // expect: true
print(Savings(owner: "ada", rate: 2)?.rate as Any)
// expect: created for ada
// expect: Optional(2.0)
print(Savings.kind())  // expect: savings account
