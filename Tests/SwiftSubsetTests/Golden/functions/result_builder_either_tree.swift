// A declared result builder's shape: switch cases and else-if chains as swiftc's balanced buildEither tree, buildOptional, buildArray, do blocks, buildExpression overloads, buildFinalResult
@resultBuilder
enum Trace {
    static func buildBlock(_ c: String...) -> String { c.joined(separator: ",") }
    static func buildEither(first c: String) -> String { "F(\(c))" }
    static func buildEither(second c: String) -> String { "S(\(c))" }
    static func buildOptional(_ c: String?) -> String { "O(\(c ?? "nil"))" }
    static func buildArray(_ c: [String]) -> String { "A\(c)" }
    static func buildExpression(_ s: String) -> String { s }
    static func buildExpression(_ n: Int) -> String { "#\(n)" }
    static func buildFinalResult(_ c: String) -> String { "<\(c)>" }
}
@Trace func five(_ n: Int) -> String {
    switch n {
    case 0: "a"
    case 1: "b"
    case 2: "c"
    case 3: "d"
    default: "e"
    }
}
@Trace func seven(_ n: Int) -> String {
    switch n { case 0: "a"; case 1: "b"; case 2: "c"; case 3: "d"; case 4: "e"; case 5: "f"; default: "g" }
}
@Trace func chain(_ n: Int) -> String {
    if n == 0 { "a" } else if n == 1 { "b" } else if n == 2 { "c" } else { "d" }
}
@Trace func chainWithoutElse(_ n: Int) -> String {
    if n == 0 { "a" } else if n == 1 { "b" } else if n == 2 { "c" }
}
@Trace func mixed() -> String {
    for i in 0..<3 { i; "x" }
    if true { 1 }
    do { "in"; "do" }
    let y = 5
    y
}
struct Menu {
    var items: [String]
    @Trace var body: String {
        "menu"
        for (i, item) in items.enumerated() where i < 2 { item.uppercased() }
        if items.isEmpty { "empty" }
    }
}
func build(@Trace _ content: () -> String) -> String { content() }
print((0..<5).map(five))
print((0..<7).map(seven))
print((0..<4).map(chain))
print((0..<4).map(chainWithoutElse))
print(mixed())
print(Menu(items: ["tea", "milk", "jam"]).body, Menu(items: []).body)
print(build { "only" }, build { 42 })

// expect: ["<F(F(F(a)))>", "<F(F(S(b)))>", "<F(S(F(c)))>", "<F(S(S(d)))>", "<S(e)>"]
// expect: ["<F(F(F(a)))>", "<F(F(S(b)))>", "<F(S(F(c)))>", "<F(S(S(d)))>", "<S(F(F(e)))>", "<S(F(S(f)))>", "<S(S(g))>"]
// expect: ["<F(F(a))>", "<F(S(b))>", "<S(F(c))>", "<S(S(d))>"]
// expect: ["<O(F(F(a)))>", "<O(F(S(b)))>", "<O(S(c))>", "<O(nil)>"]
// expect: <A["#0,x", "#1,x", "#2,x"],O(#1),in,do,#5>
// expect: <menu,A["TEA", "MILK"],O(nil)> <menu,A[],O(empty)>
// expect: <only> <#42>
