import EventTrace
import Scheduling

/// The state an evaluation runs against: the heap and its deinit queue,
/// globals, the scheduler and clock, the trace, the sandbox's budgets, and
/// the library's types.
package final class Runtime {
    struct Limits {
        /// Loop iterations and calls one job may make.
        var steps = 50_000_000
        /// Nested calls.
        var callDepth = 1_000
    }

    package let heap = Heap()
    package let trace: Trace
    package let scheduler: Scheduler
    package let library: Library
    package let observation = ObservationCenter()
    var limits: Limits
    private(set) var random: SeededRandom
    let interruptFlag: InterruptFlag

    /// Storage of global variables, by the index the compiler assigned.
    package var globals: [Box] = []
    /// Receives program output (already recorded in the trace).
    var write: (String) -> Void

    /// Frames of finished calls, for the next calls (see `FramePool`).
    private var framePool = FramePool()

    private(set) var stepsLeft: Int
    private var pollCountdown = 4096
    package private(set) var depth = 0
    /// Methods whose calls the trace records, by method name, then the
    /// class names they are watched on (a grading run's checkers ask).
    package var watchedCalls: [String: Set<String>] = [:]

    /// A resumed fiber continues at the call depth it suspended at.
    package func restoreDepth(_ value: Int) { depth = value }
    /// The task whose code is running now (nil between jobs).
    package var currentTask: TaskHandle?
    private var taskCount = 0
    /// Tasks started and not yet finished.
    package var liveTasks: [TaskHandle] = []
    /// True while a `DispatchQueue.global()` block runs.
    package var isOnBackgroundQueue = false
    /// Receives a runtime error no caller handled (a task's body failed).
    var reportUncaught: ((Unwind) -> Void)?
    /// How many tasks have stopped with a trap (or were stopped): Swift
    /// ends the whole process at the first, so the entry waiting on the
    /// scheduler stops there too.
    package var crashedTaskCount = 0
    /// Host stack for each task's fiber.
    package var fiberStackSize = 256 << 20

    init(seed: UInt64, limits: Limits, trace: Trace, scheduler: Scheduler, interruptFlag: InterruptFlag,
         write: @escaping (String) -> Void) {
        self.trace = trace
        self.scheduler = scheduler
        self.limits = limits
        self.random = SeededRandom(seed: seed)
        self.interruptFlag = interruptFlag
        self.write = write
        self.stepsLeft = limits.steps
        self.library = Library()
        library.install(into: self)
    }

    /// Breaks the references that would keep a finished session alive
    /// (its interpreter calls this as it goes): the globals, and every
    /// type's members — closures that hold the library, this runtime or
    /// the types themselves. Nothing runs on the runtime afterwards.
    func tearDown(programTypes: [TypeInfo]) {
        globals = []
        library.tearDown(with: programTypes)
        framePool = FramePool()
        liveTasks = []
        currentTask = nil
        reportUncaught = nil
        write = { _ in }
    }

    // MARK: - Output and trace

    package func print(_ text: String) {
        trace.record(.printed(text), at: scheduler.now)
        write(text)
    }

    package func warn(_ message: Message) {
        trace.record(.warning(message.text), at: scheduler.now)
        write(message.text + "\n")
    }

    func nextRandom() -> UInt64 { random.next() }

    // MARK: - The sandbox

    /// While an entry's top-level code runs, every job it causes — the
    /// code itself, and each task that resumes before it finishes —
    /// shares the entry's one budget, so a loop that sleeps on every turn
    /// is stopped like any other endless loop.
    var entryBudgetIsShared = false

    /// Gives each job a fresh step budget, unless the running entry's
    /// budget is shared.
    package func resetBudget() {
        if !entryBudgetIsShared { stepsLeft = limits.steps }
    }

    /// What resuming a suspended task costs from a shared budget: a task
    /// switch is far dearer than a step, and a loop that sleeps on every
    /// turn must be stopped in seconds, not hours.
    static let resumeCost = 1_000

    /// Charges a resumption to the entry's shared budget.
    func chargeResume() {
        if entryBudgetIsShared { stepsLeft &-= Self.resumeCost }
    }

    /// Starts an entry's shared budget.
    func beginSharedBudget() {
        stepsLeft = limits.steps
        entryBudgetIsShared = true
    }

    func endSharedBudget() {
        entryBudgetIsShared = false
    }

    /// Counts one step (a loop iteration or a call) and checks for Ctrl-C.
    @inline(__always)
    func step(at position: SourcePosition?) throws(Unwind) {
        stepsLeft &-= 1
        pollCountdown &-= 1
        if pollCountdown <= 0 || stepsLeft <= 0 {
            try stepSlow(at: position)
        }
    }

    private func stepSlow(at position: SourcePosition?) throws(Unwind) {
        pollCountdown = 4096
        if stepsLeft <= 0 {
            throw .stopped(LanguageMessages.stepBudget(limits.steps), position)
        }
        if interruptFlag.take() {
            throw .stopped(LanguageMessages.interrupted, position)
        }
    }

    // MARK: - Calls

    /// Runs a compiled function in a new frame. `arguments` are in
    /// parameter order, defaults already filled in; on return, `inout`
    /// arguments hold their final values.
    func invoke(
        _ function: CompiledFunction, captures: [Box], selfValue: Value?, arguments: inout [Value],
        at position: SourcePosition?, readingBack parameter: Int? = nil, readingBackEach parameters: [Int] = []
    ) throws(Unwind) -> Value {
        var selfValue = selfValue
        var frame = try run(function, captures: captures, selfValue: &selfValue, isMutating: false,
                            arguments: &arguments, at: position)
        // A closure parameter passed `inout` that the closure itself does
        // not declare so (`reduce(into:)`, `change(&current)` where
        // `change: (inout State) -> Void` is `{ $0 += 1 }`).
        if parameter != nil || !parameters.isEmpty {
            for parameter in (parameter.map { [$0] } ?? []) + parameters
            where parameter < function.parameters.count && parameter < arguments.count {
                let p = function.parameters[parameter]
                arguments[parameter] = p.isBoxed ? frame[p.slot].boxed.value : frame[p.slot]
            }
        }
        let result = frame.takeReturnValue()
        recycle(frame)
        return result
    }

    private func copyBackInout(_ function: CompiledFunction, _ frame: Frame, _ count: Int, _ arguments: inout [Value]) {
        for i in 0..<count where function.parameters[i].isInout {
            let parameter = function.parameters[i]
            arguments[i] = parameter.isBoxed ? frame[parameter.slot].boxed.value : frame[parameter.slot]
        }
    }

    /// Like `invoke`, for mutating methods and initializers: `selfValue`
    /// comes back as the body left it, as an `inout` argument does — also
    /// when the body throws.
    func invokeMutating(
        _ function: CompiledFunction, captures: [Box], selfValue: inout Value, arguments: inout [Value],
        at position: SourcePosition?
    ) throws(Unwind) -> Value {
        var moved: Value? = selfValue
        selfValue = .void
        defer { selfValue = moved ?? .void }
        var frame = try run(function, captures: captures, selfValue: &moved, isMutating: true,
                            arguments: &arguments, at: position)
        let result = frame.takeReturnValue()
        recycle(frame)
        return result
    }

    /// `isMutating`: `self` moves into the frame (so the body mutates a
    /// uniquely referenced value, without a copy-on-write copy) and back
    /// out when the body finishes or throws.
    @inline(__always)
    private func run(
        _ function: CompiledFunction, captures: [Box], selfValue: inout Value?, isMutating: Bool,
        arguments: inout [Value], at position: SourcePosition?
    ) throws(Unwind) -> Frame {
        let frame = makeFrame(slotCount: function.slotCount, captureList: captures.isEmpty ? nil : captures)
        var hasInout = false
        let count = min(arguments.count, function.parameters.count)
        for i in 0..<count {
            let parameter = function.parameters[i]
            frame[parameter.slot] = parameter.isBoxed ? .native(Box(arguments[i])) : arguments[i]
            hasInout = hasInout || parameter.isInout
        }
        do throws(Unwind) {
            try execute(function, in: frame, selfValue: &selfValue, isMutating: isMutating, at: position)
        } catch {
            // inout arguments are written back on a throw too.
            if case .thrown = error, hasInout { copyBackInout(function, frame, count, &arguments) }
            throw error
        }
        if hasInout { copyBackInout(function, frame, count, &arguments) }
        return frame
    }

    /// Runs `function`'s body in `frame`, whose parameters are in their
    /// slots; leaves the result in `frame.returnValue`. `selfValue` is
    /// moved into the frame (nil afterwards, unless `isMutating`).
    @inline(__always)
    private func execute(
        _ function: CompiledFunction, in frame: Frame, selfValue: inout Value?, isMutating: Bool, at position: SourcePosition?
    ) throws(Unwind) {
        depth += 1
        defer { depth -= 1 }
        if depth > limits.callDepth {
            throw .stopped(LanguageMessages.callDepth(limits.callDepth), position)
        }
        try step(at: position)
        if !watchedCalls.isEmpty { recordWatchedCall(function, selfValue) }
        // `self` moves into the frame: callers hand over a value of their
        // own (a mutating method's comes back through `takeFinalSelf`).
        if let selfSlot = function.selfSlot, let value = selfValue.take() {
            frame[selfSlot] = function.selfIsBoxed ? .native(Box(value)) : value
        }
        let flow: Flow
        do throws(Unwind) {
            flow = try function.runBody(frame)
        } catch {
            if isMutating { selfValue = takeFinalSelf(of: function, in: frame) }
            throw error
        }
        if isMutating { selfValue = takeFinalSelf(of: function, in: frame) }
        if case .returned = flow {} else {
            if let kind = function.missingReturnKind {
                throw .trap(Trap(message: LanguageMessages.missingReturn(kind, "\(function.resultType)"), position: function.position))
            }
            frame.returnValue = .void
        }
    }

    // MARK: - Frames

    /// A frame for a call: a spare one from the pool when there is one.
    @inline(__always)
    func makeFrame(slotCount: Int, captureList: [Box]?) -> Frame {
        framePool.take(slotCount: slotCount, captureList: captureList)
    }

    /// Releases a finished call's frame (its slots in Swift's order) and
    /// keeps it for another call if nothing else holds it.
    @inline(__always)
    func recycle(_ frame: consuming Frame) {
        frame.clear()
        framePool.put(frame)
    }

    // MARK: - Direct calls

    /// A positional call of a function whose parameters are all plain and
    /// consecutive (`CompiledFunction.directParameterBase`), with no
    /// conversions: the arguments are evaluated, in order, straight into
    /// the callee's new frame.
    @inline(__always)
    func directFrame(_ function: CompiledFunction, base: Int, site: CallSite, caller f: Frame,
                     captureList: [Box]? = nil) throws(Unwind) -> Frame {
        let frame = makeFrame(slotCount: function.slotCount, captureList: captureList)
        let evals = site.evals
        var slot = base
        for i in evals.indices {
            let value = try evals[i].eval(f)
            (frame.slots + slot).pointee = value
            heap.drain()
            slot &+= 1
        }
        return frame
    }

    /// Runs a frame `directFrame` made. `selfValue` as for `invoke`, or
    /// for `invokeMutating` when `isMutating`. The frame is handed over:
    /// if the caller kept no reference, it serves the next call.
    @inline(__always)
    func runDirect(
        _ function: CompiledFunction, in frame: consuming Frame, base: Int, arity: Int, selfValue: inout Value?, isMutating: Bool,
        at position: SourcePosition?
    ) throws(Unwind) -> Value {
        var frame = frame
        do throws(Unwind) {
            try execute(function, in: frame, selfValue: &selfValue, isMutating: isMutating, at: position)
        } catch {
            releaseDirect(frame, base: base, arity: arity)
            throw error
        }
        let result = frame.takeReturnValue()
        releaseDirect(frame, base: base, arity: arity)
        framePool.put(consume frame)
        return result
    }

    /// `runDirect` for a mutating method whose receiver is the value at
    /// `receiver` (a plain local's slot): `self` moves out of it into the
    /// frame and back, as `invokeMutating` moves it, without a closure.
    @inline(__always)
    func runDirectMutating(
        _ function: CompiledFunction, in frame: consuming Frame, base: Int, arity: Int,
        receiver: UnsafeMutablePointer<Value>, at position: SourcePosition?
    ) throws(Unwind) -> Value {
        var moved: Value? = receiver.move()
        receiver.initialize(to: .void)
        defer { receiver.pointee = moved ?? .void }
        return try runDirect(function, in: frame, base: base, arity: arity, selfValue: &moved, isMutating: true, at: position)
    }

    /// `runDirectMutating` for a receiver held in a global's box.
    @inline(__always)
    func runDirectMutating(
        _ function: CompiledFunction, in frame: consuming Frame, base: Int, arity: Int,
        receiver box: Box, at position: SourcePosition?
    ) throws(Unwind) -> Value {
        var taken = Value.void
        swap(&taken, &box.value)
        var moved: Value? = consume taken
        defer { box.value = moved ?? .void }
        return try runDirect(function, in: frame, base: base, arity: arity, selfValue: &moved, isMutating: true, at: position)
    }

    /// Releases a direct call's frame in the order an argument array
    /// gave: the body's locals in reverse order of declaration, then the
    /// arguments in source order (objects that die then die in that order).
    @inline(__always)
    private func releaseDirect(_ frame: Frame, base: Int, arity: Int) {
        let slots = frame.slots
        var i = frame.count - 1
        let end = base + arity
        while i >= 0 {
            if i < base || i >= end { slots[i] = .void }
            i -= 1
        }
        for slot in base..<end { slots[slot] = .void }
    }

    private func recordWatchedCall(_ function: CompiledFunction, _ selfValue: Value?) {
        guard let types = watchedCalls[function.name], case .object(let object)? = selfValue else { return }
        var type: TypeInfo? = object.type
        while let t = type, !types.contains(t.name) { type = t.superclass }
        if let t = type {
            trace.record(.methodCalled(type: t.name, serial: object.serial, method: function.name), at: scheduler.now)
        }
    }

    /// Moves the final `self` out of a frame whose body has finished
    /// (mutating methods, initializers): no copy, no reference counting.
    @inline(__always)
    private func takeFinalSelf(of function: CompiledFunction, in frame: Frame) -> Value {
        guard let slot = function.selfSlot else { return .void }
        return function.selfIsBoxed ? frame[slot].boxed.value : frame.take(slot)
    }

    /// Calls a function value with positional arguments.
    package func call(_ function: FunctionValue, _ arguments: [Value], at position: SourcePosition?) throws(Unwind) -> Value {
        switch function.kind {
        case .compiled(let compiled, let captures, let boundSelf):
            // Called by the library or the scheduler (a task's body, a
            // button's action): what stops it is placed at the closure.
            let position = position ?? compiled.position
            var arguments = arguments
            // `zip(a, b).map { $0 + $1 }`: a closure of n parameters takes
            // one n-tuple apart.
            if arguments.count == 1, compiled.parameters.count > 1, case .tuple(let t) = arguments[0],
               t.elements.count == compiled.parameters.count {
                arguments = t.elements
            }
            try fillMissingArguments(compiled, &arguments, at: position)
            return try invoke(compiled, captures: captures, selfValue: boundSelf, arguments: &arguments, at: position)
        case .native(_, let body):
            guard let position else { return try body(self, arguments) }
            do { return try body(self, arguments) } catch { throw error.placed(at: position) }
        }
    }

    /// Pads a positional argument list with the callee's default values
    /// (closures called through a value may omit trailing defaults) and
    /// packs variadic arguments.
    func fillMissingArguments(_ function: CompiledFunction, _ arguments: inout [Value], at position: SourcePosition?) throws(Unwind) {
        guard arguments.count < function.parameters.count else { return }
        for parameter in function.parameters[arguments.count...] {
            if let thunk = parameter.defaultValue {
                arguments.append(try evaluate(thunk, selfValue: nil))
            } else if parameter.isVariadic {
                arguments.append(.array([]))
            } else {
                arguments.append(.void)
            }
        }
    }

    /// Evaluates a default value or default argument in its own frame.
    func evaluate(_ thunk: CompiledThunk, selfValue: Value?) throws(Unwind) -> Value {
        var frame = makeFrame(slotCount: thunk.slotCount, captureList: nil)
        if let slot = thunk.selfSlot, let selfValue { frame[slot] = selfValue }
        let result = try thunk.eval(frame)
        recycle(frame)
        return result
    }

    // MARK: - Objects

    /// Allocates a class instance with uninitialised fields, numbered
    /// `Type#n`.
    func allocate(_ type: TypeInfo) -> Instance {
        type.instanceCount += 1
        let fields = [Value](repeating: .void, count: type.storedProperties.count)
        return Instance(type: type, fields: fields, serial: type.instanceCount, heap: heap)
    }

    /// Records that an object finished initialising.
    func objectCreated(_ instance: Instance) {
        trace.record(.objectCreated(type: instance.type.name, serial: instance.serial), at: scheduler.now)
    }

    // MARK: - Tasks

    func nextTaskID() -> Int {
        taskCount += 1
        return taskCount
    }
}

extension Value {
    /// The box in a boxed local's slot.
    var boxed: Box {
        guard case .native(let object) = self else { return Box(self) }
        return unsafeDowncast(object, to: Box.self)
    }
}

/// A small, fast, seedable generator (SplitMix64): the same seed gives the
/// same `UUID()`s and `random` numbers.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
