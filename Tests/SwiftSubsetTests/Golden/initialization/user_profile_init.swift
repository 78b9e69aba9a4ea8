// Initialization: failable inits from dictionaries, convenience and required inits, defaults, init delegation in structs
struct Email: CustomStringConvertible {
    let user: String, domain: String
    init?(_ text: String) {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].contains(".") else { return nil }
        user = String(parts[0])
        domain = String(parts[1]).lowercased()
    }
    var description: String { "\(user)@\(domain)" }
}

struct Profile {
    var name: String
    var email: Email?
    var age: Int = 0
    var tags: [String] = []

    init(name: String, email: Email? = nil, age: Int = 0, tags: [String] = []) {
        self.name = name
        self.email = email
        self.age = age
        self.tags = tags
    }

    init?(record: [String: String]) {
        guard let name = record["name"], !name.isEmpty else { return nil }
        let age = record["age"].flatMap { Int($0) } ?? 0
        self.init(name: name, email: record["email"].flatMap(Email.init), age: age,
                  tags: record["tags"]?.split(separator: ",").map(String.init) ?? [])
    }
}

class Account {
    let profile: Profile
    let role: String
    required init(profile: Profile, role: String) {
        self.profile = profile
        self.role = role
        print("Account.init \(profile.name) as \(role)")
    }
    convenience init(guest name: String) {
        self.init(profile: Profile(name: name), role: "guest")
    }
    class func make(_ name: String) -> Self { Self(profile: Profile(name: name), role: "made") }
}

final class AdminAccount: Account {
    var permissions: Set<String>
    required init(profile: Profile, role: String) {
        permissions = ["read"]
        super.init(profile: profile, role: role.uppercased())
        if role == "root" { permissions.formUnion(["write", "delete"]) }
    }
}

let records: [[String: String]] = [
    ["name": "Ada", "email": "ada@Example.COM", "age": "36", "tags": "math,poetry"],
    ["name": "Ben", "email": "not-an-email", "age": "x"],
    ["email": "ghost@example.com"],
    ["name": "", "age": "20"],
]
for record in records {
    if let p = Profile(record: record) {
        print(p.name, p.email?.description ?? "no email", p.age, p.tags)
    } else {
        print("rejected", record.keys.sorted())
    }
}
print(Email("a@b") as Any, Email("@x.io") as Any, Email("me@site.org")!)
let guest = Account(guest: "Visitor")
let root = AdminAccount(profile: Profile(name: "Root"), role: "root")
print(guest.role, root.role, root.permissions.sorted())
let made = AdminAccount.make("Maker")
print(type(of: made), made.role, made.permissions.count)
let kinds: [Account.Type] = [Account.self, AdminAccount.self]
let built = kinds.map { $0.init(profile: Profile(name: "X", age: 5), role: "user") }
print(built.map(\.role), built[1] is AdminAccount)

// expect: Ada ada@example.com 36 ["math", "poetry"]
// expect: Ben no email 0 []
// expect: rejected ["email"]
// expect: rejected ["age", "name"]
// expect: nil nil me@site.org
// expect: Account.init Visitor as guest
// expect: Account.init Root as ROOT
// expect: guest ROOT ["delete", "read", "write"]
// expect: Account.init Maker as MADE
// expect: AdminAccount MADE 1
// expect: Account.init X as user
// expect: Account.init X as USER
// expect: ["user", "USER"] true
