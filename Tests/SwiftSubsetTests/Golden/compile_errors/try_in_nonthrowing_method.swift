// `try` in a method that neither throws nor catches: the error has nowhere to go.
enum FetchError: Error { case offline }
func fetchValue() throws -> Int { 1 }
final class Model {
    var value = 0
    func refresh() {
        value = try fetchValue() // expect error col 17: errors thrown from here are not handled
    }
}
Model().refresh()
