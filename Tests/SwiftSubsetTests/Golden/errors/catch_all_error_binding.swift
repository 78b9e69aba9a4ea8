// A bare catch binds `error`; errors print with their case names.
enum ParseError: Error { case empty, badChar(Character) }
func parse(_ s: String) throws -> Int {
    guard let f = s.first else { throw ParseError.empty }
    guard let n = Int(s) else { throw ParseError.badChar(f) }
    return n
}
do {
    _ = try parse("x1")
} catch {
    print("caught:", error)  // expect: caught: badChar("x")
}
do { _ = try parse("") } catch { print(error) }  // expect: empty
do {
    _ = try parse("q")
} catch let e as ParseError {
    print("as ParseError:", e)  // expect: as ParseError: badChar("q")
}
