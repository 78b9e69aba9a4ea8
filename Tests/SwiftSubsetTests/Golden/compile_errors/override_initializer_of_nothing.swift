// `override init` needs a designated initializer of the superclass to replace.
class Account {
    let owner: String
    init(owner: String) { self.owner = owner }
}
class Savings: Account {
    override init(owner: String, rate: Double) { super.init(owner: owner) } // expect error col 14: initializer does not override a designated initializer from its superclass
}
print(Savings(owner: "Kim", rate: 0.5).owner)
