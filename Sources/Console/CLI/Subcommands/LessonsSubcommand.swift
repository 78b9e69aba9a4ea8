import Course

extension SubcommandSpec {
    /// `statelab lessons [--format text|json] [--reveal]`: what the pack holds.
    static var lessons: SubcommandSpec {
        SubcommandSpec(
            name: "lessons",
            positionals: [],
            options: ["lessons", "format", "reveal"],
            formats: ["text", "json"],
            summary: "List the lesson pack: lessons, steps, exercises and predictions",
            details: """
                Lists the lessons of the pack (the built-in one, or --lessons DIR):
                each lesson's steps, its exercises with their ids, slots and choices,
                and its predictions — without the answers, unless --reveal is given
                (for teachers). --format json writes the same as one JSON document.
                Lessons that could not be loaded are listed with their errors.
                """,
            run: { arguments, context in
                let pack: LessonPack
                do throws(LessonDiagnostic) {
                    pack = try CourseLaunch.pack(CourseOptions(arguments))
                } catch {
                    context.output.writeError("statelab: \(error.description)\n")
                    return 1
                }
                let listing = PackListing(pack, reveal: arguments.flag("reveal"))
                switch arguments.value("format") ?? "text" {
                case "json": context.output.write(listing.json)
                default: context.output.write(listing.text)
                }
                return pack.broken.isEmpty ? 0 : 1
            })
    }
}
