import ViewGraph

/// Where `:scroll` moves the lazy container on screen (a `List`, a lazy
/// stack or grid): a screen down or up (right or left in a horizontal
/// one), to its top or bottom, or screen by screen until a row that reads
/// a label is in view.
public enum ScrollTarget: Equatable, Sendable {
    case down, up, left, right, top, bottom
    case to(String)

    /// The words `:scroll` takes, for help and completion.
    public static let directions = ["down", "up", "top", "bottom", "left", "right", "to"]

    /// Reads `down`, `up`, `top`, `bottom`, `left`, `right`, `to LABEL`
    /// (LABEL quoted or bare).
    init(arguments: String) throws(LiveCommandError) {
        let (word, rest) = try ArgumentWords.firstWord(arguments)
        let label = try ArgumentWords.whole(String(rest.trimmedOfBlanks))
        switch word.lowercased() {
        case "to":
            guard let label else { throw .missingArgument(.scroll) }
            self = .to(label)
            return
        case "down": self = .down
        case "up": self = .up
        case "top": self = .top
        case "bottom": self = .bottom
        case "left": self = .left
        case "right": self = .right
        default: throw .unknownScrollDirection(word)
        }
        if let label { throw .extraArgument(.scroll, argument: label) }
    }

    /// As the command says it: `down`, `to "Item 40"`.
    public var words: String { move.words }

    var move: ViewGraph.ScrollMove {
        switch self {
        case .down: return .forward(.vertical)
        case .up: return .back(.vertical)
        case .right: return .forward(.horizontal)
        case .left: return .back(.horizontal)
        case .top: return .top
        case .bottom: return .bottom
        case .to(let label): return .to(label)
        }
    }

    /// The target a graph refusal names by its words.
    init(words: String) {
        switch words {
        case "up": self = .up
        case "left": self = .left
        case "right": self = .right
        case "top": self = .top
        case "bottom": self = .bottom
        case "down": self = .down
        default:
            var label = words.hasPrefix("to ") ? String(words.dropFirst(3)) : words
            if label.hasPrefix("\""), label.hasSuffix("\""), label.count >= 2 { label = String(label.dropFirst().dropLast()) }
            self = .to(label)
        }
    }
}
