/// The first thing the interactive console prints.
public enum Banner {
    public static func text(styler: Styler) -> String {
        styler.apply(.bold, to: "StateLab \(StateLabVersion.current)")
            + " — SwiftUI state ownership, live in your terminal.\n"
            + styler.apply(.dim, to: "Type Swift to run it, or type :help for commands. Ctrl-D quits.") + "\n"
    }
}
