import LiveRuntime
/// One file of a lesson pack: its path (relative to the pack's folder,
/// `03-owner.md`) and its text. Packs load from a folder or from the
/// files embedded in the binary; both arrive as these.
public struct LessonFile: Sendable, Equatable {
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
