// A result builder on a stored property (SE-0289): the memberwise initializer takes a builder closure for it, as container views do (@ViewBuilder let content: Content)
protocol Block { var text: String { get } }
struct Line: Block { let text: String }
struct Pair<A: Block, B: Block>: Block {
    let first: A
    let second: B
    var text: String { first.text + " / " + second.text }
}
@resultBuilder struct BlockBuilder {
    static func buildBlock<C: Block>(_ c: C) -> C { c }
    static func buildBlock<A: Block, B: Block>(_ a: A, _ b: B) -> Pair<A, B> { Pair(first: a, second: b) }
}
struct Card<Content: Block> {
    let title: String
    @BlockBuilder let content: Content
    var text: String { title + ": " + content.text }
}
let list = Card(title: "List") {
    Line(text: "milk")
    Line(text: "eggs")
}
print(list.text)  // expect: List: milk / eggs
let one = Card(title: "One") { Line(text: "bread") }
print(one.text)  // expect: One: bread
let labelled = Card(title: "Labelled", content: { Line(text: "tea") })
print(labelled.text)  // expect: Labelled: tea
