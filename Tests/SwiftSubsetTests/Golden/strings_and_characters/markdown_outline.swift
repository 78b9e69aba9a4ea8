// A Markdown outline: heading levels from leading #s, numbering like 1.2.1, nested counters, word counts per section
let document = """
# Introduction
Welcome to the guide.
## Goals
Learn state.
## Audience
Everyone who writes apps with many screens.
# Setup
## Install
### On macOS
Use the installer.
### On Linux
Use apt.
## Verify
Run the checks twice.
#NotAHeading
"""

struct Heading {
    let level: Int
    let title: String
    var number = ""
    var words = 0
}

var headings: [Heading] = []
var counters: [Int] = []
for line in document.split(separator: "\n") {
    let hashes = line.prefix(while: { $0 == "#" }).count
    let rest = line.dropFirst(hashes)
    if hashes > 0 && rest.first == " " {
        let level = hashes
        if counters.count < level { counters += Array(repeating: 0, count: level - counters.count) }
        counters = Array(counters.prefix(level))
        counters[level - 1] += 1
        let number = counters.map(String.init).joined(separator: ".")
        headings.append(Heading(level: level, title: rest.trimmingCharacters(in: .whitespaces), number: number))
    } else if !headings.isEmpty {
        headings[headings.count - 1].words += line.split(whereSeparator: { $0 == " " }).count
    }
}
for h in headings {
    let indent = String(repeating: "  ", count: h.level - 1)
    print("\(indent)\(h.number) \(h.title) (\(h.words) words)")
}
let deepest = headings.max { $0.level < $1.level }!
print(deepest.title, deepest.level, headings.filter { $0.level == 2 }.map(\.title))
let toc = headings.filter { $0.level <= 2 }.map { "- \($0.title)" }.joined(separator: "\n")
print(toc)
import Foundation

// expect: 1 Introduction (4 words)
// expect:   1.1 Goals (2 words)
// expect:   1.2 Audience (7 words)
// expect: 2 Setup (0 words)
// expect:   2.1 Install (0 words)
// expect:     2.1.1 On macOS (3 words)
// expect:     2.1.2 On Linux (2 words)
// expect:   2.2 Verify (5 words)
// expect: On macOS 3 ["Goals", "Audience", "Install", "Verify"]
// expect: - Introduction
// expect: - Goals
// expect: - Audience
// expect: - Setup
// expect: - Install
// expect: - Verify
