// Inside a do with catch clauses the thrown error is `any Error`, even in a function that throws(E)
enum Vault: Error { case locked, empty }

func open(_ code: Int) throws(Vault) -> String {
    do {
        if code == 0 { throw .empty } // expect error col 31: type 'any Error' has no member 'empty'
    } catch {
        print("inner:", error)
    }
    if code < 0 { throw .locked }
    return "open"
}
print(try open(3))
