// An inner catch can rethrow to an outer do/catch.
enum E: Error { case a, b }
func run(_ e: E) {
    do {
        do {
            throw e
        } catch E.a {
            print("inner handled a")
        }
        print("after inner")
    } catch {
        print("outer caught", error)
    }
}
run(.a)
// expect: inner handled a
// expect: after inner
run(.b)  // expect: outer caught b
