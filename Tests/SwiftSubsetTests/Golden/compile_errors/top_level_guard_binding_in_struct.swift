// A struct's method cannot read a top-level `guard let` binding: the struct would capture top-level code's value.
let raw = "12"
guard let limit = Int(raw) else { fatalError("not a number") }

struct Checker {
    func allows(_ n: Int) -> Bool {
        n <= limit  // expect error col 14: struct declaration cannot close over value 'limit' defined in outer scope
    }
}

print(Checker().allows(3))
