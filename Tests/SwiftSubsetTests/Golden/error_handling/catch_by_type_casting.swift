// catch clauses select errors by type with `as`, falling through to a general catch.
struct HTTPError: Error { let status: Int }
enum DecodeError: Error { case badField(String) }
func load(_ step: Int) throws -> String {
    switch step {
    case 0: throw HTTPError(status: 404)
    case 1: throw DecodeError.badField("id")
    case 2: throw CancellationError()
    default: return "loaded"
    }
}
for step in 0...3 {
    do {
        print(try load(step))
    } catch let http as HTTPError where http.status == 404 {
        print("not found")
    } catch let decode as DecodeError {
        print("decode failed: \(decode)")
    } catch is CancellationError {
        print("cancelled")
    }
}
// expect: not found
// expect: decode failed: badField("id")
// expect: cancelled
// expect: loaded
