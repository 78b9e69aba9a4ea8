import SwiftSubset

/// The app's scene phase, as `@Environment(\.scenePhase)` reads it: the
/// app starts `.active`; `:phase background` and `:phase inactive` move it
/// as the Home gesture and the app switcher do. The app has one scene, so
/// every view reads the same phase. Reads are dependencies: a move
/// re-evaluates the views that read it, and their `onChange(of:)` actions
/// run. Going to the background is not leaving the screen: no view
/// disappears and no `.task` is cancelled.
public enum ScenePhase: String, CaseIterable, Sendable {
    case active, inactive, background

    /// The phases iOS passes through on the way from `self` to `target`:
    /// between the foreground and the background an app is inactive for a
    /// moment, and its scene reports that phase too.
    public func steps(to target: ScenePhase) -> [ScenePhase] {
        switch (self, target) {
        case (.active, .background), (.background, .active): return [.inactive, target]
        case _ where self == target: return []
        default: return [target]
        }
    }
}

/// Where the scene's phase is kept, one per session.
final class ScenePhaseStore {
    private(set) var phase = ScenePhase.active

    func read(_ rt: Runtime) -> ScenePhase {
        rt.observation.access(storage: self, "scenePhase")
        return phase
    }

    func write(_ newPhase: ScenePhase, rt: Runtime) throws(Unwind) {
        guard newPhase != phase else { return }
        try rt.observation.willChange(storage: self, "scenePhase", rt: rt)
        phase = newPhase
    }
}

extension ViewRuntime {
    /// `\.scenePhase`: the scene's phase, as a `ScenePhase` case.
    func scenePhaseValue() -> Value {
        let phase = scenePhase.read(runtime)
        guard let type = library.types["ScenePhase"] else { return .native(TokenValue("." + phase.rawValue)) }
        return library.simpleCase(type, phase.rawValue)
    }
}

extension Library {
    func installScenePhase() {
        addSimpleEnum("ScenePhase", cases: ScenePhase.allCases.map(\.rawValue))
        // `.active` and `.inactive` are EditMode's cases too: a view's
        // `@Environment` keys say which it means (`Library.environmentValueTypes`).
        environmentValueTypes["scenePhase"] = ("ScenePhase", isTheValue: true)
        environmentValueTypes["colorScheme"] = ("ColorScheme", isTheValue: true)
        environmentValueTypes["editMode"] = ("EditMode", isTheValue: false)
    }
}
