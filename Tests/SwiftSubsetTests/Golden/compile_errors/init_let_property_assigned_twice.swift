// An initializer gives a `let` property a value, then may give it another: a constant is initialized once.
struct User {
    let name: String
    init(name: String) {
        self.name = name
        if name.isEmpty { self.name = "Anonymous" } // expect error col 37: immutable value 'self.name' may only be initialized once
    }
}
print(User(name: "").name)
