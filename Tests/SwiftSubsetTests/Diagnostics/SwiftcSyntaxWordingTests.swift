import StateLabTestSupport
import SwiftSubset
import Testing

/// The syntax errors learners make most, as swiftc 6.3 reports them: its
/// words, its line and column, and only the errors it reports (each case
/// compiled with `swiftc -typecheck` when it was written).
@Suite("Syntax errors in swiftc's words and places")
struct SwiftcSyntaxWordingTests {
    @Test("each mistake gives swiftc's one error", arguments: [
        // A missing `}` is reported where swiftc stopped: the end of the file.
        ("func greet() {\n    print(\"hi\")\n1️⃣", "expected '}' at end of brace statement"),
        ("struct Point {\n    var x = 1\n1️⃣", "expected '}' in struct"),
        ("class Box {\n    func open() {\n        print(1)\n    }\n1️⃣", "expected '}' in class"),
        ("protocol Named {\n    var name: String { get }\n1️⃣", "expected '}' in protocol"),
        ("enum Light {\n    case on\n1️⃣", "expected '}' at end of enum"),
        ("extension Int {\n    var twice: Int { self * 2 }\n1️⃣", "expected '}' at end of extension"),
        ("let doubled = [1, 2].map { x in\n    x * 2\n1️⃣", "expected '}' at end of closure"),
        ("print([1].map {\n    $0\n1️⃣", "expected '}' at end of closure"),
        ("switch 2 {\ncase 1: print(1)\ndefault: print(2)\n1️⃣", "expected '}' at end of 'switch' statement"),
        ("var level: Int {\n    get { 1 }\n    set {\n}\n1️⃣", "expected '}' at end of variable get/set clause"),
        ("for i in 0..<3 {\n    print(i)\n1️⃣", "expected '}' at end of brace statement"),
        // A body with no `{` is one mistake, not two.
        ("let ready = true\nif ready 1️⃣print(1)\n", "expected '{' after 'if' condition"),
        ("while false 1️⃣print(1)\n", "expected '{' after 'while' condition"),
        ("for i in 0..<3 1️⃣print(i)\n", "expected '{' to start the body of for-each loop"),
        ("guard true else 1️⃣return\n", "expected '{' after 'guard' else"),
        ("guard let n = Int(\"1\") 1️⃣{ print(n) }\n", "expected 'else' after 'guard' condition"),
        // Strings, lists and literals.
        ("let s = 1️⃣\"abc\n", "unterminated string literal"),
        ("let s = 1️⃣\"\"\"\nabc\n", "unterminated string literal"),
        ("print(\"a\"1️⃣\nprint(\"b\")\n", "expected ',' separator"),
        ("print(\"a\"\n1️⃣let b = 2\n", "expected ')' in expression list"),
        ("let m = max(1, 2\n1️⃣", "expected ')' in expression list"),
        ("let e = max(1,\n1️⃣", "expected expression in list of expressions"),
        ("let a = [1, 21️⃣\nlet b = 3\n", "expected ']' in container literal expression"),
        ("let a = [1, 2,\n1️⃣", "expected expression in container literal"),
        ("let d = [1: \"a\", 2 1️⃣\"b\"]\n", "expected ':' in dictionary literal"),
        ("let y: [Int 1️⃣= [1]\n", "expected ']' in array type"),
        // Declarations and operators.
        ("let x =1️⃣\n", "expected initial value after '='"),
        ("struct S { let x: Int = 1️⃣}\n", "expected initial value after '='"),
        ("let q = 1 +\n1️⃣let r = 2\n", "expected expression after operator"),
        ("let f = { x -> Int 1️⃣x * 2 }\n", "expected 'in' after the closure signature"),
        ("var x: 1️⃣= 5\n", "expected type"),
        ("func f() -> 1️⃣{\n    return 1\n}\n", "expected type for function result"),
        ("func f(x: 1️⃣) {}\n", "expected parameter type following ':'"),
        ("struct 1️⃣{\n}\n", "expected identifier in struct declaration"),
        ("func 1️⃣() {}\n", "expected identifier in function declaration"),
        ("func f() -> Int {\n    return 1\n}\n1️⃣}\n", "extraneous '}' at top level"),
        ("let x = 1\n1️⃣case 1: print(x)\n", "'case' label can only appear inside a 'switch' statement"),
        ("var score = 101️⃣ print(score)\n", "consecutive statements on a line must be separated by ';'"),
        // What follows a missing closer on the same line is read as the next element.
        ("let xs = [1, 2]\nprint(xs[01️⃣)\n", "expected ',' separator"),
        ("let xs = [1]\nlet v = xs[0\n1️⃣let w = 1\n", "expected ']' in expression list"),
        ("let x = 2\nif (x > 1 1️⃣{\n    print(x)\n}\n", "expected ',' separator"),
        ("func add(a: Int 1️⃣b: Int) -> Int { a + b }\n", "expected ',' separator"),
        ("let x = 1\nswitch x {\ncase 1 1️⃣print(\"one\")\ndefault: break\n}\n", "expected ':' after 'case'"),
        ("func greet 1️⃣{\n    print(\"hi\")\n}\n", "expected '(' in argument list of function declaration"),
        ("func greet1️⃣\n{\n}\n", "expected '(' in argument list of function declaration"),
        ("let s = 1️⃣'hello'\n", "single-quoted string literal found, use '\"'"),
        // Mistakes swiftc's parser reads otherwise than the toolchain's.
        ("let a = 3\nlet b = a > 2 1️⃣? \"big\"\nprint(b)\n", "expected ':' after '? ...' in ternary expression"),
        ("let a = true\nlet b = a ? 1 :\n1️⃣", "expected expression after '? ... :' in ternary expression"),
        ("func f(a Int1️⃣) -> Int {\n    return 1\n}\n", "expected ':' following argument label and parameter name"),
        ("func f(1️⃣a) -> Int {\n    return 1\n}\n", "unnamed parameters must be written with the empty name '_'"),
        ("let 1️⃣= 3\n", "expected pattern"),
        ("let x = 1;1️⃣;\nprint(x)\n", "';' statements are not allowed"),
        ("print(1)\n1️⃣)\n", "expected expression"),
        ("class Animal {}\nclass Dog: Animal1️⃣() {}\n", "expected '{' in class"),
        ("protocol Named: AnyObject1️⃣() {}\n", "expected '{' in protocol type"),
        ("struct P {\n    var x: Int\n    var y 1️⃣Int\n}\n", "found an unexpected second identifier in variable declaration; is there an accidental break?"),
        ("let a 1️⃣b = 3\n", "found an unexpected second identifier in constant declaration; is there an accidental break?"),
        ("enum E { case a 1️⃣b }\n", "found an unexpected second identifier in enum 'case' declaration; is there an accidental break?"),
        ("let d = [1: \"a\", 21️⃣]\n", "expected ':' in dictionary literal"),
        ("func f() -> Int {\n    max(1,\n1️⃣}\n", "expected expression in list of expressions"),
    ])
    func oneErrorInSwiftcsWords(source: String, message: String) throws {
        let (_, diagnostics, marked) = evaluateMarked(source)
        let position = try #require(marked.markers["1️⃣"])
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(errors.map { "\($0.position): \($0.message)" })")
        let first = try #require(errors.first)
        #expect(first.message == message)
        #expect(first.position.line == position.line && first.position.column == position.column,
                "at \(first.position), swiftc says \(position.line):\(position.column)")
    }

    /// Mistakes swiftc reports with more than one error: the first is
    /// swiftc's, in its words and place.
    @Test("the first error is swiftc's", arguments: [
        ("let x = (1 + 2)1️⃣)\nprint(x)\n", "consecutive statements on a line must be separated by ';'"),
        ("func f() {\n    print(1)1️⃣]\n}\n", "consecutive statements on a line must be separated by ';'"),
        ("let n = 5\nlet s = n > 3 1️⃣? \"a\" \"b\"\n", "expected ':' after '? ...' in ternary expression"),
        ("let x = true\nlet y = x ? 1️⃣: 2\n", "expected expression after '?' in ternary expression"),
        ("func g(_ a 1️⃣Int) {}\n", "expected ':' following argument label and parameter name"),
        ("let a = 1 ? 2 : 31️⃣ :\n", "consecutive statements on a line must be separated by ';'"),
        ("func add(_ a: Int, _ b: Int) -> Int { a + b }\nprint(add(1 1️⃣2))\n", "expected ',' separator"),
        ("func f(a: Int, b: Int) {}\nf(a: 1 1️⃣b: 2)\n", "expected ',' separator"),
        ("let s = \"total \\1️⃣(1 + 2\"\nprint(s)\n", "cannot find ')' to match opening '(' in string interpolation"),
        ("let add = { (a: Int, b: Int) -> Int\n    1️⃣a + b\n}\n", "expected 'in' after the closure signature"),
        ("let a = 1\nif a == 1 && {\n}1️⃣\n", "expected '{' after 'if' condition"),
        ("var n = 1\nwhile n < 3 && {\n}1️⃣\n", "expected '{' after 'while' condition"),
        ("enum Direction {\n    case north, south,1️⃣\n}\n", "expected identifier after comma in enum 'case' declaration"),
        ("enum Direction {\n    1️⃣case\n}\n", "expected identifier in enum 'case' declaration"),
        // `let 1x = 3`, marked at the `x`: the lexer's error comes first.
        ("let 11️⃣x = 3\n", "'x' is not a valid digit in integer literal"),
    ])
    func firstErrorInSwiftcsWords(source: String, message: String) throws {
        let (_, diagnostics, marked) = evaluateMarked(source)
        let position = try #require(marked.markers["1️⃣"])
        let first = try #require(diagnostics.first { $0.severity == .error })
        #expect(first.message == message)
        #expect(first.position.line == position.line && first.position.column == position.column,
                "at \(first.position), swiftc says \(position.line):\(position.column)")
    }

    @Test func aNoteOnAnotherLineSaysWhere() throws {
        let (_, diagnostics, _) = evaluateMarked("let greeting = \"hi\"\nprint(greeting\n")
        let error = try #require(diagnostics.first)
        #expect(error.message == "expected ')' in expression list")
        #expect(error.notes.contains("to match this opening '(' at 2:6"), "\(error.notes)")
        // At the opening quote itself, the note would repeat the caret.
        let (_, unterminated, _) = evaluateMarked("let s = \"abc\n")
        let string = try #require(unterminated.first)
        #expect(!string.notes.contains { $0.hasPrefix("to match") }, "\(string.notes)")
    }
}
