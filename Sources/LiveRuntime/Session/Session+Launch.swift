import SwiftSubset
import ViewGraph

/// `:launch` (DESIGN V9, §5): which view or App to mount — named, written
/// as a Swift initializer (`DetailView(userId: "42")`), or the default —
/// and mounting it.
extension Session {
    /// `:launch [View]`: mounts the root view (V9); without a name, the
    /// one `defaultLaunchType` picks. `view` may be a Swift expression that
    /// makes the view, for a view whose initializer needs arguments.
    public func launch(_ view: String? = nil, singlePass: Bool = false) throws(CommandFailure) {
        try command {
            if let view, Session.isInitializer(view) {
                try self.launch(initializer: view, singlePass: singlePass)
                return
            }
            let type = try self.launchType(named: view)
            let calls = self.runtime.library.callsNeedingArguments(type)
            guard calls.isEmpty else { throw Refusal.needsArguments(view: type.name, calls: calls) }
            try self.mount(type, singlePass: singlePass) { () throws(Unwind) in
                try self.runtime.library.construct(type, labels: [], arguments: [], rt: self.runtime, at: nil)
            }
        }
    }

    /// Whether `:launch`'s argument is an initializer rather than a name.
    static func isInitializer(_ text: String) -> Bool {
        text.contains("(")
    }

    /// `:launch DetailView(userId: "42")`: the expression is compiled
    /// against the program (its errors point into it, as `<launch>`),
    /// then evaluated as part of the launch.
    private func launch(initializer text: String, singlePass: Bool) throws {
        let name = String(text.prefix { $0 != "(" }.trimmedOfBlanks)
        let type = try launchType(named: name)
        switch interpreter.compileExpression(text, file: "<launch>") {
        case .failure(let diagnostics):
            runtimeFailures += diagnostics
        case .code(let make):
            try mount(type, singlePass: singlePass) { () throws(Unwind) in
                let value = try make()
                guard case .structure(let s) = value, s.type.conforms(to: "View") || s.type.conforms(to: "App") else {
                    let made = self.runtime.library.typeName(of: value)
                    // The initializer written after `:launch` made it.
                    throw .trap(Trap(message: LiveRuntimeMessages.notAView(made),
                                     position: SourcePosition(file: "<launch>", line: 1, column: 1)))
                }
                return value
            }
        }
    }

    /// Records the launch, builds the root with `make` and mounts it.
    private func mount(_ type: TypeInfo, singlePass: Bool, _ make: @escaping () throws(Unwind) -> Value) throws {
        // The user's event comes first: building the root is part of it.
        trace.record(.event("launch \(type.name)"), at: scheduler.now)
        var root = Value.void
        var spec: ViewSpec?
        var app: Value?
        try views.onFiber { () throws(Unwind) in
            root = try make()
            if case .structure(let s) = root, s.type.conforms(to: "App") {
                // The app is installed for as long as it runs: its
                // `@StateObject`s are made once and kept with it.
                self.views.launchedApp = root
                app = root
                for case .native(let box as StateObjectBox) in s.fields { box.isAppStorage = true }
                for case .native(let box as StateBox) in s.fields { box.isAppStorage = true }
                root = self.windowContent(try self.views.readAppBody(root))
            }
            spec = try self.views.element(for: root).specs.first
        }
        guard let spec else { throw Refusal.emptyBody(of: type.name) }
        try views.graph.launch(spec, singlePass: singlePass)
        guard let app else { return }
        // The App's body is read again when what it read changes: the
        // window's view is made anew and given to the root.
        views.graph.rootSource = { [unowned self] () throws -> ViewSpec? in
            var spec: ViewSpec?
            try self.views.onFiber { () throws(Unwind) in
                spec = try self.views.element(for: self.windowContent(try self.views.readAppBody(app))).specs.first
            }
            return spec
        }
    }

    // MARK: - What to launch

    /// The name of the `@main` App the program declares, if any: what a
    /// bare `:launch` starts.
    public var mainApp: String? { mainAppType?.name }

    private var mainAppType: TypeInfo? {
        environment.types.values.first { $0.conforms(to: "App") && $0.attributes.contains("main") }
    }

    private func launchType(named name: String?) throws(Refusal) -> TypeInfo {
        let views = environment.types.values.filter { $0.kind == .structType && $0.conforms(to: "View") }
        if let name {
            guard let type = environment.types[name], type.conforms(to: "View") || type.conforms(to: "App") else {
                throw .unknownView(name, views: views.map(\.name).sorted())
            }
            return type
        }
        return try defaultLaunchType(among: views)
    }

    /// A bare `:launch`: the `@main` App, else `ContentView`, else the one
    /// view no other code of the program constructs — a root stands alone;
    /// every other view is built by the views above it.
    private func defaultLaunchType(among views: [TypeInfo]) throws(Refusal) -> TypeInfo {
        if let app = mainAppType { return app }
        if let content = environment.types["ContentView"], content.conforms(to: "View") { return content }
        let standalone = views.filter { !environment.constructedTypes.contains($0.name) }
        if standalone.count == 1 { return standalone[0] }
        if views.isEmpty { throw .noViewDeclared }
        throw .whichView(candidates: (standalone.isEmpty ? views : standalone).map(\.name).sorted())
    }

    /// The view a `WindowGroup` shows (the scene itself if it is none).
    private func windowContent(_ scene: Value) -> Value {
        windowGroupContent(scene) ?? scene
    }

    /// The view of the first `WindowGroup` in an App's scenes: an iPhone
    /// shows one window. A `@SceneBuilder`'s scenes are a list whose
    /// `if` arms are branches.
    private func windowGroupContent(_ scene: Value) -> Value? {
        guard case .native(let n) = scene else { return nil }
        if let scenes = n as? ViewListValue {
            for item in scenes.items {
                switch item {
                case .expression(let value), .branch(_, let value):
                    if let content = windowGroupContent(value) { return content }
                case .empty:
                    continue
                }
            }
            return nil
        }
        guard let view = n as? ViewValue else { return nil }
        switch view.kind {
        case .primitive("WindowGroup", _, let content, _, _):
            if case .native(let m) = content, let list = m as? ViewListValue,
               case .expression(let first)? = list.items.first, list.items.count == 1 {
                return first
            }
            return content
        case .modified(let base, let modifier):
            // `WindowGroup { … }.environmentObject(store)`: what the
            // scene's modifiers give, its window's root view gets.
            return windowGroupContent(base).map { .native(ViewValue(.modified(base: $0, modifier: modifier))) }
        default:
            return nil
        }
    }
}
