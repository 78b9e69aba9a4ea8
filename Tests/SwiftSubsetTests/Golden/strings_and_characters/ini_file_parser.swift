// Parsing a small INI format: lines, Substring trimming, sections, typed lookups, errors with line numbers
import Foundation

struct ParseError: Error, CustomStringConvertible {
    let line: Int
    let message: String
    var description: String { "line \(line): \(message)" }
}

struct IniFile {
    private(set) var sections: [String: [String: String]] = [:]
    private(set) var sectionOrder: [String] = []

    init(parsing text: String) throws {
        var current = "general"
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { continue }
            if line.hasPrefix("[") {
                guard line.hasSuffix("]") else {
                    throw ParseError(line: number + 1, message: "unclosed section header")
                }
                current = String(line.dropFirst().dropLast()).lowercased()
                continue
            }
            guard let eq = line.firstIndex(of: "=") else {
                throw ParseError(line: number + 1, message: "expected key = value, got '\(line)'")
            }
            let key = line[..<eq].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: eq)...].trimmingCharacters(in: .whitespaces)
            if sections[current] == nil { sectionOrder.append(current) }
            sections[current, default: [:]][key] = value
        }
    }

    subscript(section: String, key: String) -> String? {
        sections[section.lowercased()]?[key]
    }

    func int(_ section: String, _ key: String) -> Int? {
        self[section, key].flatMap { Int($0) }
    }

    func bool(_ section: String, _ key: String) -> Bool {
        switch self[section, key]?.lowercased() {
        case "yes", "true", "on", "1": return true
        default: return false
        }
    }

    func list(_ section: String, _ key: String) -> [String] {
        (self[section, key] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }
}

let text = """
# app settings
name = Demo App

[Window]
width = 800
height= 600
fullscreen = yes

[Plugins]
enabled = spell, grammar ,  stats
timeout = 3x
"""

do {
    let ini = try IniFile(parsing: text)
    print(ini.sectionOrder)
    print(ini["general", "name"] ?? "?")
    print(ini.int("window", "width") ?? -1, ini.int("WINDOW", "height") ?? -1)
    print(ini.bool("window", "fullscreen"), ini.bool("window", "vsync"))
    print(ini.list("plugins", "enabled"))
    print(ini.int("plugins", "timeout") as Any)
    let keys = ini.sections["window"]!.keys.sorted()
    print(keys)
} catch {
    print("error:", error)
}

for bad in ["[Broken\nx = 1", "a = 1\n\njust words"] {
    do {
        _ = try IniFile(parsing: bad)
    } catch let error as ParseError {
        print(error)
    } catch {
        print("?")
    }
}

// expect: ["general", "window", "plugins"]
// expect: Demo App
// expect: 800 600
// expect: true false
// expect: ["spell", "grammar", "stats"]
// expect: nil
// expect: ["fullscreen", "height", "width"]
// expect: line 1: unclosed section header
// expect: line 3: expected key = value, got 'just words'
