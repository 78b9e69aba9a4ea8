/// Where the prompt's history is kept between runs.
///
/// `STATELAB_HISTORY` names the file (an empty value turns history off);
/// otherwise it is `statelab/history` in the XDG data folder:
/// `$XDG_DATA_HOME`, or `~/.local/share` when that is unset or not absolute.
public enum HistoryLocation: Equatable, Sendable {
    case disabled
    case file(String)

    public static func resolve(environment: [String: String]) -> HistoryLocation {
        if let override = environment["STATELAB_HISTORY"] {
            return override.isEmpty ? .disabled : .file(override)
        }
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return .file(data + "/statelab/history")
        }
        if let home = environment["HOME"], !home.isEmpty {
            return .file(home + "/.local/share/statelab/history")
        }
        return .disabled
    }
}
