// Where a `private` member is reachable: the type's own methods (on any instance of it),
// its extensions, the types nested in it, and closures inside them; `fileprivate` reaches the file.
struct Vault {
    private var secret: Int
    private(set) var opened = 0
    fileprivate var label = "vault"
    init(secret: Int) { self.secret = secret }

    func matches(_ other: Vault) -> Bool { other.secret == secret }

    struct Inspector {
        func peek(_ v: Vault) -> Int { v.secret * 10 }
    }

    mutating func open() -> [Int] {
        opened += 1
        return [1, 2].map { $0 + secret }
    }
}

extension Vault {
    private func hint() -> String { "starts with \(String(secret).first!)" }
    func clue() -> String { hint() + " (" + label + ")" }
}

var v = Vault(secret: 42)
print(v.matches(Vault(secret: 42)), v.matches(Vault(secret: 7)))
print(Vault.Inspector().peek(v))
print(v.open(), v.opened)
print(v.clue())
v.label = "renamed"
print(v.label)

// expect: true false
// expect: 420
// expect: [43, 44] 1
// expect: starts with 4 (vault)
// expect: renamed
