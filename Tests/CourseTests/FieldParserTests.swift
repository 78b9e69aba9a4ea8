import LessonMarkup
import Testing
@testable import Course

@Suite("Field parser (the YAML subset of exercise blocks)")
struct FieldParserTests {
    @Test func readsMappingsListsAndScalars() throws {
        let field = try FieldParser.parse("""
            id: child-owns-counter
            choices: [State, StateObject, "Observed Object"]
            hints:
              - first hint
              - "second: quoted"
            script: |
              :launch ParentView
              :tap "Re-render parent"
            wrong:
              State:
                tag: eager-default
                explain: 'it''s rebuilt'
            """)
        #expect(field["id"]?.scalar == "child-owns-counter")
        #expect(field["choices"]?.list?.compactMap(\.scalar) == ["State", "StateObject", "Observed Object"])
        #expect(field["hints"]?.list?.compactMap(\.scalar) == ["first hint", "second: quoted"])
        #expect(field["script"]?.scalar == ":launch ParentView\n:tap \"Re-render parent\"\n")
        #expect(field["script"]?.line == 7)
        #expect(field["wrong"]?["State"]?["explain"]?.scalar == "it's rebuilt")
        #expect(field["wrong"]?["State"]?["tag"]?.line == 11)
    }

    @Test func readsListsOfMappingsAndFlowMappings() throws {
        let field = try FieldParser.parse("""
            choices:
            - name: init
              fills: { work: "model.load()" }
            - name: .task
              fills: {modifier: ".task { await model.load() }"}
            """)
        let choices = try #require(field["choices"]?.list)
        #expect(choices.count == 2)
        #expect(choices[1]["name"]?.scalar == ".task")
        #expect(choices[1]["fills"]?["modifier"]?.scalar == ".task { await model.load() }")
    }

    @Test(arguments: [
        ("id: a\n  oops: b\n", 2, 3, "unexpected indentation"),
        ("choices: [a, b\n", 1, 10, "no closing ]"),
        ("explain: \"unterminated\n", 1, 10, "no closing"),
        ("id: a\nid: b\n", 2, 1, "given twice"),
        ("just words\n", 1, 1, "expected `key: value`"),
        ("\tid: a\n", 1, 1, "tabs"),
    ])
    func reportsWhereAndWhat(text: String, line: Int, column: Int, message: String) {
        do {
            _ = try FieldParser.parse(text)
            Issue.record("expected an error for \(text)")
        } catch {
            #expect(error.line == line)
            #expect(error.column == column)
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test func commentsAreDroppedOutsideQuotes() throws {
        let field = try FieldParser.parse("answer: StateObject # the owner\nnote: \"# not a comment\"\n")
        #expect(field["answer"]?.scalar == "StateObject")
        #expect(field["note"]?.scalar == "# not a comment")
    }

    @Test func foldedScalarsJoinLines() throws {
        let field = try FieldParser.parse("explain: >\n  one\n  two\n\n  three\n")
        #expect(field["explain"]?.scalar == "one two\nthree\n")
    }
}
