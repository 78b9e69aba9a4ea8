// `override init` needs a designated initializer of the superclass with the same labels.
class Account {
    let owner: String
    init(owner: String) { self.owner = owner }
}
class Savings: Account {
    override init(name: String) { super.init(owner: name) } // expect error col 14: argument labels for initializer 'init(name:)' do not match those of overridden initializer 'init(owner:)'
}
print(Savings(name: "Kim").owner)
