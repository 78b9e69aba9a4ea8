import Scheduling
import SwiftSubset
import ViewGraph

/// Connects the interpreter to the live view graph: turns the program's
/// view values into elements, runs the program's closures for the graph,
/// starts and cancels `.task`s, and answers environment reads.
final class ViewRuntime: GraphHost {
    /// Held strongly: the graph's nodes, the objects under them and their
    /// observation subscriptions reach the runtime (unowned) as they are
    /// let go, so it must outlive the graph whichever of a session's
    /// parts goes first. Nothing the runtime holds strongly holds this.
    let runtime: Runtime
    let graph: ViewGraph

    init(runtime: Runtime, graph: ViewGraph) {
        self.runtime = runtime
        self.graph = graph
    }

    var library: Library { runtime.library }
    /// `Published`, once the library is installed: writes through it publish.
    var publishedType: TypeInfo?
    /// For each object that has been a view's storage, the last storage
    /// that held it, as `View.property` (`ObjectFate`).
    private(set) var lastStorage: [String: String] = [:]
    /// For each object made while a view value was being built (its
    /// property defaults, its initializer), that view's type.
    private(set) var builtFor: [String: String] = [:]
    /// View values being built now, innermost last, with the number of
    /// trace events there were when each began.
    private var building: [(view: String, firstEvent: Int)] = []
    /// The view whose body's result is being turned into elements: the
    /// closures made meanwhile are its (`tracked(for:site:_:)`).
    weak var buildingNode: ViewNode?
    /// The edit mode of views read outside any screen.
    var editModeWithoutScreen: EditModeStore?
    /// The app's one scene's phase (`\.scenePhase`).
    let scenePhase = ScenePhaseStore()
    /// What the launched App's body read last time (`\.scenePhase`, its
    /// state): a change makes the graph read it again.
    var appBodyReads: ObservationCenter.Token?
    /// Whether the content being turned into elements is a lazy
    /// container's rows: its `ForEach` rows are then built when the graph
    /// needs them (`lazyRow`), not now.
    var buildsLazyRows = false
    /// The type of the rows last built for a bare-range `ForEach` in a lazy
    /// container, by where it is written (for SwiftUI's count warning).
    var lazyRowTypes: [SourcePosition: String] = [:]
    /// The launched `App` value, kept for as long as it runs, as iOS keeps
    /// the app: its `@StateObject`s are installed in it.
    var launchedApp: Value = .void

    /// Notes that `value`, if it is an object, is now in `cell`.
    func noteStored(_ value: Value, in cell: StorageCell) {
        guard case .object(let o) = value.unwrappedIfOptional, let owner = cell.owner else { return }
        lastStorage[o.name] = "\(owner.typeName).\(cell.name)"
    }

    /// A view value of `type` begins its initialisation.
    func viewWillInitialize(_ type: String) {
        building.append((type, runtime.trace.events.count))
    }

    /// The view value being built is done: the objects made meanwhile, and
    /// not by a view value built inside it, were made for it.
    /// - Returns: the number of the first trace event recorded while it was
    ///   being built (the next event's, if none was).
    @discardableResult
    func viewDidInitialize(_ type: String) -> Int {
        guard let last = building.last, last.view == type else { return runtime.trace.events.count + 1 }
        building.removeLast()
        for event in runtime.trace.events.dropFirst(last.firstEvent) {
            if case .objectCreated(let objectType, let serial) = event.kind, builtFor["\(objectType)#\(serial)"] == nil {
                builtFor["\(objectType)#\(serial)"] = type
            }
        }
        return last.firstEvent + 1
    }

    // MARK: - GraphHost

    func perform(_ action: HostAction, label: String) throws {
        try action.run()
    }

    func startTask(_ action: HostAction, label: String) -> TaskToken {
        if let receive = action as? ReceiveAction { return receive.subscribe() }
        let function = (action as? ActionAdapter)?.function
            ?? FunctionValue(.native(name: label) { _, _ throws(Unwind) in
                try? action.run()
                return .void
            })
        return TaskTokenAdapter(runtime.spawnTask(label: label, body: function))
    }

    func cancelTask(_ token: TaskToken) {
        (token as? SubscriptionToken)?.cancel()
        if let adapter = token as? TaskTokenAdapter { runtime.cancel(adapter.handle) }
    }

    func releaseFinished() {
        runtime.heap.drain()
    }

    func warnDuplicateID(_ id: AnyHashable) {
        let text = (id.base as? HashKey).flatMap { try? library.describe($0.value, rt: runtime, at: nil) } ?? "\(id)"
        runtime.warn(LiveRuntimeMessages.duplicateForEachID(text))
    }

    // MARK: - Running program code for the graph

    /// Runs `body` on a fiber (a task-sized stack), or directly if already
    /// on one; program errors come back as `Unwind`.
    func onFiber(_ body: @escaping () throws(Unwind) -> Void) throws {
        if Fiber.current != nil {
            try body()
            return
        }
        var failure: Unwind?
        runtime.runSynchronously {
            do throws(Unwind) { try body() } catch { failure = error }
        }
        if let failure { throw failure }
    }

    // MARK: - Environment

    /// `@EnvironmentObject` / `@Environment` reads, from the view's node.
    func readEnvironment(_ box: EnvironmentBox?, at position: SourcePosition) throws(Unwind) -> Value {
        guard let box, let key = box.environmentKey else { return .void }
        if case .key(let name) = box.source {
            return try environmentValue(named: name, node: box.node, at: position)
        }
        guard let node = box.node, let holder = node.environment[key] as? ValueHolder, !holder.value.isNone else {
            // Declared optional, it reads nil (`Environment.init(_:)` for `T?`).
            if box.isOptional, case .type = box.source { return .none }
            let message: Message
            if case .object = box.source {
                message = LiveRuntimeMessages.missingEnvironmentObject(key)
            } else {
                message = LiveRuntimeMessages.missingEnvironment(key)
            }
            throw .trap(Trap(message: message, position: position))
        }
        if case .object = box.source, case .object(let o) = holder.value, o.type.conforms(to: "ObservableObject") {
            subscribe(node, to: [(o, .property(box.fieldName ?? "_" + o.type.name))], tag: "environment", keepOthers: true)
        }
        // An optional placed (`.environment(profile)`, `profile: Profile?`)
        // is its object to a non-optional reader; an optional reader gets `.some`.
        let object = holder.value.unwrappedIfOptional
        return box.isOptional ? .some(object) : object
    }

    func environmentValue(named name: String, node: ViewNode?, at position: SourcePosition) throws(Unwind) -> Value {
        if let holder = node?.environment["\\." + name] as? ValueHolder { return holder.value }
        switch name {
        case "dismiss":
            return .function(FunctionValue(.native(name: "dismiss") { [weak self, weak node] _, _ throws(Unwind) in
                guard let self, let node else { return .void }
                self.dismiss(containing: node)
                return .void
            }))
        case "presentationMode":
            return .native(PresentationModeValue { [weak self, weak node] in
                guard let self, let node else { return }
                self.dismiss(containing: node)
            })
        case "colorScheme":
            // iOS's default appearance; `.environment(\.colorScheme, .dark)` sets another.
            guard let scheme = library.types["ColorScheme"] else { return .native(TokenValue(".light")) }
            return library.simpleCase(scheme, "light")
        case "editMode":
            return editModeBinding(for: node)
        case "scenePhase":
            return scenePhaseValue()
        case "horizontalSizeClass":
            // An iPhone in portrait.
            return .native(TokenValue(".compact"))
        case "verticalSizeClass":
            return .native(TokenValue(".regular"))
        default:
            // A custom entry: its getter on the defaults (SwiftUI/Environment).
            if let custom = try customEnvironmentValue(named: name, at: position) { return custom }
            // A value SwiftUI provides that StateLab does not model
            // (`openURL`, `locale`…): refused where it is read, rather
            // than read as something that never changes.
            throw .trap(Trap(message: LiveRuntimeMessages.unmodelledEnvironmentValue(name), position: position))
        }
    }

    /// Where a view not in the graph keeps its edit mode.
    var detachedEditMode: EditModeStore {
        if let store = editModeWithoutScreen { return store }
        let store = EditModeStore()
        editModeWithoutScreen = store
        return store
    }

    /// Reads the launched App's `body`, its reads tracked: when one of
    /// them changes (the scene phase moves, its state is written), the
    /// graph reads the body again and gives the window's view the value it
    /// makes — SwiftUI evaluates an App's body as it does a view's.
    func readAppBody(_ app: Value) throws(Unwind) -> Value {
        let rt = runtime
        let (scene, keys) = try rt.observation.track { () throws(Unwind) -> Value in
            try rt.readNamed(app, "body", at: nil)
        }
        if let old = appBodyReads { rt.observation.cancel(old) }
        appBodyReads = rt.observation.register(keys, handler: .host { [weak graph] _ in graph?.markRootSourceDirty() })
        return scene
    }

    /// `dismiss()`: pops the pushed screen or closes the sheet the view is in.
    func dismiss(containing node: ViewNode) {
        try? graph.dismiss(containing: node)
    }
}

/// `@Environment(\.presentationMode)`'s value: `.wrappedValue.dismiss()`.
final class PresentationModeValue: NativeObject {
    let dismiss: () -> Void
    init(_ dismiss: @escaping () -> Void) { self.dismiss = dismiss }
    override var typeName: String { "PresentationMode" }
}

extension Runtime {
    /// Runs `body` on a fresh fiber and waits for it (no task context).
    func runSynchronously(_ body: @escaping () -> Void) {
        let fiber = Fiber(name: "statelab-views", stackSize: fiberStackSize, body: body)
        let previous = currentTask
        let savedDepth = depth
        currentTask = nil
        resetBudget()
        fiber.resume()
        currentTask = previous
        restoreDepth(savedDepth)
    }
}
