// Struct errors with fields; catching by type with `as` and a where clause.
struct HTTPError: Error { let code: Int }
func fetch(_ path: String) throws -> String {
    switch path {
    case "/": return "home"
    case "/secret": throw HTTPError(code: 403)
    default: throw HTTPError(code: 404)
    }
}
for path in ["/", "/secret", "/missing"] {
    do {
        print(try fetch(path))
    } catch let e as HTTPError where e.code == 404 {
        print("not found")
    } catch let e as HTTPError {
        print("http", e.code)
    } catch {
        print("unknown")
    }
}
// expect: home
// expect: http 403
// expect: not found
