// A text wrapper that walks String.Index by hand: greedy word wrap to a width, long words split, and a centered title line.
func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    var index = text.startIndex
    while index < text.endIndex {
        while index < text.endIndex && text[index] == " " {
            index = text.index(after: index)
        }
        guard index < text.endIndex else { break }
        var end = index
        while end < text.endIndex && text[end] != " " {
            end = text.index(after: end)
        }
        var word = String(text[index..<end])
        index = end
        while word.count > width {
            if !current.isEmpty { lines.append(current); current = "" }
            let cut = word.index(word.startIndex, offsetBy: width)
            lines.append(String(word[..<cut]))
            word = String(word[cut...])
        }
        if current.isEmpty {
            current = word
        } else if current.count + 1 + word.count <= width {
            current += " " + word
        } else {
            lines.append(current)
            current = word
        }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
}

func centered(_ s: String, width: Int) -> String {
    let pad = max(0, width - s.count)
    return String(repeating: " ", count: pad / 2) + s + String(repeating: " ", count: pad - pad / 2)
}

let text = "Swift strings   are collections of Characters, indexed by String.Index rather than integers: supercalifragilistic!"
let width = 16
print("+" + String(repeating: "-", count: width) + "+")
print("|" + centered("Notes", width: width) + "|")
for line in wrap(text, width: width) {
    print("|" + line.padding(width: width) + "|")
}
print("+" + String(repeating: "-", count: width) + "+")

extension String {
    func padding(width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}

let word = "héllo"
if let e = word.firstIndex(of: "é") {
    print(word.distance(from: word.startIndex, to: e), word[word.index(after: e)...])
}
print(wrap("", width: 5), wrap("a b c d", width: 3))

// expect: +----------------+
// expect: |     Notes      |
// expect: |Swift strings   |
// expect: |are collections |
// expect: |of Characters,  |
// expect: |indexed by      |
// expect: |String.Index    |
// expect: |rather than     |
// expect: |integers:       |
// expect: |supercalifragili|
// expect: |stic!           |
// expect: +----------------+
// expect: 1 llo
// expect: [] ["a b", "c d"]
