import Course
import FileSystem

extension SubcommandSpec {
    /// `statelab report FILES…`: a class table.
    static var report: SubcommandSpec {
        SubcommandSpec(
            name: "report",
            positionals: [PositionalSpec(placeholder: "FILES…", isOptional: false, isVariadic: true)],
            options: ["format"],
            formats: ClassReport.Format.allCases.map(\.rawValue),
            summary: "A class table from students' progress files or grade files",
            details: """
                Reads progress files (what statelab saves as a student works) and grade
                files (statelab grade --format json), and writes one table: for each
                student and lesson, exercises passed, predictions right, hints used and
                attempts; then, for each exercise, the misconceptions behind wrong
                choices, most frequent first. Files made against different versions of
                the lesson pack are told apart. --format text (default), csv or json.
                """,
            run: { arguments, context in
                var files: [(path: String, data: [UInt8])] = []
                var missing = false
                for path in arguments.positionals {
                    guard let data = try? FileSystem.contents(of: path) else {
                        let kind = FileSystem.kind(of: path)
                        let why = kind == nil ? "no such file" : kind == .folder ? "it is a folder" : "permission denied"
                        context.output.writeError("statelab: cannot read \(path): \(why)\n")
                        missing = true
                        continue
                    }
                    files.append((path, data))
                }
                let report = ClassReport.build(files: files)
                let format = ClassReport.Format(rawValue: arguments.value("format") ?? "text") ?? .text
                context.output.write(report.rendered(as: format))
                for problem in report.problems { context.output.writeError("statelab: \(problem)\n") }
                return missing || !report.problems.isEmpty ? 1 : 0
            })
    }
}
