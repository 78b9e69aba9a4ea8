// In a function that does not throw, an unmarked throwing call is not handled either.
enum FetchError: Error { case offline }
func fetchScore() throws -> Int { 42 }
func summary() -> String {
    let score = fetchScore() // expect error col 17: call can throw, but it is not marked with 'try' and the error is not handled
    return "score \(score)"
}
print(summary())
