// init? returns nil when validation fails.
struct Email {
    let address: String
    init?(_ raw: String) {
        guard raw.contains("@") else { return nil }
        address = raw
    }
}
print(Email("a@b.c")?.address ?? "invalid")  // expect: a@b.c
print(Email("nope")?.address ?? "invalid")  // expect: invalid
let all = ["x@y", "bad", "q@r"].compactMap(Email.init)
print(all.count)  // expect: 2
