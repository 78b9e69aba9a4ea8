// A call of a throwing function must be marked with `try` (top-level code passes the error on).
enum LoadError: Error { case missing }
func loadCount() throws -> Int { 3 }
let count = loadCount() // expect error col 13: call can throw but is not marked with 'try'
print(count)
