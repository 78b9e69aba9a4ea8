// URLError is Foundation's: without the import its name is unknown.
func fetch() throws -> String {
    throw URLError(.badServerResponse) // expect error col 11: cannot find 'URLError' in scope
}
print((try? fetch()) ?? "none")
