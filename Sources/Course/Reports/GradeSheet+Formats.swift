import JSONCoding

/// The output formats of `statelab grade`, all written from the same sheet,
/// byte for byte the same for the same input.
extension GradeSheet {
    public enum Format: String, CaseIterable, Sendable {
        case text, json, classroom, junit, tap
    }

    public func rendered(as format: Format) -> String {
        switch format {
        case .text: return text
        case .json: return exercismJSON
        case .classroom: return classroomJSON
        case .junit: return junit
        case .tap: return tap
        }
    }

    static func number(_ value: Double) -> String { FixedPoint.string(value, digits: 2) }

    // MARK: - Text

    var text: String {
        var out = "statelab grade" + (student.map { " — \($0)" } ?? "") + " (pack \(pack), \(packHash.prefix(19))…)\n"
        let width = min(60, (entries.map(\.idLabel.count).max() ?? 0) + 2)
        for entry in entries {
            let mark: String
            switch entry.status {
            case .pass: mark = "✓"
            case .fail: mark = "✗"
            case .error: mark = "!"
            }
            var line = "\(mark) " + entry.idLabel.padded(toLength: width)
            if entry.kind != .input { line += "\(Self.number(entry.score))/\(Self.number(entry.maxScore))  " }
            if let answer = entry.answer { line += answer + " — " }
            out += line + entry.message + "\n"
            for check in entry.checks where !check.passed {
                out += "      ✗ \(check.expectation): \(check.message)\n"
            }
        }
        let exercises = entries(of: .exercise)
        let predictions = entries(of: .prediction)
        // Every line marked `!`: a line of the answers file that names no
        // item, and an item whose answer was refused (not a choice, code
        // that does not load or never ends). Only the first were counted,
        // so three `!` lines read "1 input error".
        let errors = entries.filter { $0.status == .error }.count
        out += "Exercises \(exercises.filter { $0.status == .pass }.count)/\(exercises.count) passed, "
            + "predictions \(predictions.filter { $0.status == .pass }.count)/\(predictions.count) right"
            + (errors == 0 ? "" : ", \(errors) error\(errors == 1 ? "" : "s") (marked !)")
            + "; score \(Self.number(score))/\(Self.number(maxScore)) — \(status.rawValue)\n"
        return out
    }

    // MARK: - Exercism test runner (results.json, version 3)

    struct ExercismResults: Encodable {
        struct Test: Encodable {
            var name: String
            var status: String
            var message: String?
            var output: String?
            var test_code: String
            var task_id: Int?
        }

        var version = 3
        var status: String
        var message: String?
        var tests: [Test]
        /// StateLab's own record of the run, which `statelab report` reads.
        var statelab: GradeSheet
    }

    var exercismJSON: String {
        let tests = entries.map { entry in
            ExercismResults.Test(name: entry.title, status: entry.status.rawValue,
                                 message: entry.status == .pass ? nil : entry.message,
                                 output: entry.output.isEmpty ? nil : entry.output,
                                 test_code: entry.testCode, task_id: entry.step)
        }
        let errors = entries.filter { $0.status == .error }.map(\.message)
        let results = ExercismResults(status: status.rawValue, message: errors.isEmpty ? nil : errors.joined(separator: "\n"),
                                      tests: tests, statelab: self)
        return Self.encode(results)
    }

    // MARK: - GitHub Classroom autograding

    struct ClassroomResult: Encodable {
        struct Test: Encodable {
            var name: String
            var status: String
            var message: String
            var test_code: String
            var filename: String
            var line_no: Int
            var execution_time: String
            var score: Double
            var max_score: Double
        }

        var version = 1
        var status: String
        var max_score: Double
        var tests: [Test]
    }

    var classroomJSON: String {
        let tests = entries.map { entry in
            ClassroomResult.Test(name: entry.title, status: entry.status.rawValue, message: entry.message,
                                 test_code: entry.testCode, filename: entry.location.map { String($0.split(separator: ":").first ?? "") } ?? "",
                                 line_no: entry.location.flatMap { $0.split(separator: ":").dropFirst().first.flatMap { Int($0) } } ?? 0,
                                 execution_time: "0s", score: entry.score, max_score: entry.maxScore)
        }
        return Self.encode(ClassroomResult(status: status.rawValue, max_score: maxScore, tests: tests))
    }

    // MARK: - JUnit XML

    var junit: String {
        let failures = entries.filter { $0.status == .fail }.count
        let errors = entries.filter { $0.status == .error }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"statelab\" tests=\"\(entries.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        out += "  <testsuite name=\"\(Self.xml(student ?? "statelab"))\" tests=\"\(entries.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        out += "    <properties><property name=\"packHash\" value=\"\(Self.xml(packHash))\"/></properties>\n"
        for entry in entries {
            out += "    <testcase classname=\"\(Self.xml(entry.lesson ?? "input"))\" name=\"\(Self.xml(entry.id))\">\n"
            switch entry.status {
            case .pass: break
            case .fail: out += "      <failure message=\"\(Self.xml(entry.message))\">\(Self.xml(entry.checkText))</failure>\n"
            case .error: out += "      <error message=\"\(Self.xml(entry.message))\"/>\n"
            }
            if !entry.output.isEmpty { out += "      <system-out>\(Self.xml(entry.output))</system-out>\n" }
            out += "    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    // MARK: - TAP

    var tap: String {
        var out = "TAP version 13\n1..\(entries.count)\n"
        for (index, entry) in entries.enumerated() {
            out += (entry.status == .pass ? "ok" : "not ok") + " \(index + 1) - \(entry.idLabel)\n"
            guard entry.status != .pass else { continue }
            out += "  ---\n  status: \(entry.status.rawValue)\n  message: \(Self.yamlString(entry.message))\n"
            out += "  score: \(Self.number(entry.score))\n"
            if let answer = entry.answer { out += "  answer: \(Self.yamlString(answer))\n" }
            out += "  ...\n"
        }
        return out
    }

    // MARK: - Helpers

    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONValueEncoder(options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        guard let text = try? encoder.encode(value) else { return "{}\n" }
        return text + "\n"
    }

    static func xml(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                // XML 1.0 allows no control characters but tab and newlines.
                if scalar.value < 0x20 && scalar != "\n" && scalar != "\t" && scalar != "\r" { out += "?" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    static func yamlString(_ text: String) -> String {
        "\"" + text.replacingEvery("\\", with: "\\\\").replacingEvery("\"", with: "\\\"")
            .replacingEvery("\n", with: "\\n") + "\""
    }
}

extension GradeSheet.Entry {
    /// `lesson/id`, or the id alone for an input problem.
    var idLabel: String { lesson.map { "\($0)/\(id)" } ?? id }

    /// What was run, as a runner shows it: the answer and the checks.
    var testCode: String {
        var lines = ["answer: \(answer ?? "(none)")"]
        lines += checks.map(\.expectation)
        return lines.joined(separator: "\n")
    }

    var checkText: String {
        checks.map { "\($0.passed ? "✓" : "✗") \($0.expectation): \($0.message)" }.joined(separator: "\n")
    }
}
