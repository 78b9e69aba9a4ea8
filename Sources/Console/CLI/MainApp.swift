/// Whether a file declares a `@main` App, which `statelab run FILE` then
/// launches on its own.
///
/// A look at the text, not a parse: the file has already run, so its
/// declarations are known to be valid Swift; all this needs is to see the
/// attribute outside comments.
enum MainApp {
    static func isDeclared(in source: String) -> Bool {
        var inBlockComment = false
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            var code = Substring(line)
            if inBlockComment {
                guard let end = code.range(of: "*/") else { continue }
                code = code[end.upperBound...]
                inBlockComment = false
            }
            if let start = code.range(of: "/*"), code.range(of: "*/", range: start.upperBound..<code.endIndex) == nil {
                inBlockComment = true
                code = code[..<start.lowerBound]
            }
            if let comment = code.range(of: "//") { code = code[..<comment.lowerBound] }
            if let attribute = code.range(of: "@main") {
                let next = code[attribute.upperBound...].first
                if next == nil || !(next!.isLetter || next!.isNumber || next! == "_") { return true }
            }
        }
        return false
    }
}
