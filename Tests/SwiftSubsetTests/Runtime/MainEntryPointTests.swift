import StateLabTestSupport
import SwiftSubset
import Testing

/// A `@main` type with its own `static func main()` is the program's entry
/// point, as `swiftc -parse-as-library` makes it: the declarations are
/// made, then `main()` runs — sync or async, throwing or not. An error it
/// throws, like one thrown out of top-level code, stops the program with
/// Swift's "Error raised at top level" at the code it came out of.
@Suite("@main entry points")
struct MainEntryPointTests {
    @Test func aMainTypesStaticMainRuns() {
        assertEvaluates("""
            @main
            struct Greeter {
                static let names = ["Ada", "Lin"]
                static func main() {
                    for name in names { print("Hello, \\(name)!") }
                }
            }
            """, prints: "Hello, Ada!\nHello, Lin!\n")
    }

    @Test func anAsyncMainAwaitsOnTheVirtualClock() {
        assertEvaluates("""
            struct Loader {
                func load(_ n: Int) async -> String {
                    try? await Task.sleep(nanoseconds: UInt64(n) * 100_000_000)
                    return "item \\(n)"
                }
            }
            @main
            enum Tool {
                static func main() async {
                    let loader = Loader()
                    async let a = loader.load(2)
                    async let b = loader.load(1)
                    print(await b)
                    print(await a)
                }
            }
            """, prints: "item 1\nitem 2\n")
    }

    @Test func anErrorThrownOutOfMainStopsTheProgramAtMain() {
        let (output, diagnostics) = evaluate("""
            enum SetupError: Error { case missingConfig }
            @main
            struct Tool {
                static func main() throws {
                    print("starting")
                    throw SetupError.missingConfig
                }
            }
            """)
        #expect(output == "starting\n")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message == "Fatal error: Error raised at top level: main.SetupError.missingConfig")
        #expect(diagnostics.first?.position.line == 4)
    }

    @Test func anErrorThrownOutOfTopLevelCodeIsReportedAtItsStatement() {
        let (output, diagnostics) = evaluate("""
            enum Oops: Error { case failed }
            func step() throws { throw Oops.failed }
            print("before")
            try step()
            print("after")
            """)
        #expect(output == "before\n")
        #expect(diagnostics.first?.position.line == 4)
        #expect(diagnostics.first?.sourceLine == "try step()")
    }

    @Test func aTypeWithoutMainAttributeIsNotAnEntryPoint() {
        assertEvaluates("""
            struct Tool {
                static func main() { print("not called") }
            }
            print("top level")
            """, prints: "top level\n")
    }
}
