import Synchronization

/// The runtime description of a type: a user `struct`, `class`, `enum` or
/// `protocol`, or a library type. Holds the stored-property layout, the
/// members (methods, computed and wrapped properties, statics, cases) and
/// the conformances used by `is`, `as?` and protocol-extension lookup.
package final class TypeInfo {
    package enum Kind { case structType, classType, enumType, protocolType, builtin }

    package let name: String
    package let kind: Kind
    package var genericParameters: [String] = []
    /// The type this one is nested in (its generic parameters are visible).
    package weak var outer: TypeInfo?
    var superclass: TypeInfo? {
        didSet { TypeInfo.relationsChanged() }
    }
    /// Protocols this type conforms to directly (including via extensions).
    package var conformances: [TypeInfo] = [] {
        didSet { TypeInfo.relationsChanged() }
    }
    /// `@Observable`, `@MainActor`, …
    package var attributes: Set<String> = []
    /// `@MainActor` on the type or a superclass: its members are used on
    /// the main actor.
    package var isMainActorIsolated: Bool {
        attributes.contains("MainActor") || superclass?.isMainActorIsolated == true
    }
    package let position: SourcePosition?
    /// The module a library struct or enum is printed under where Swift
    /// qualifies a name (`Swift.CancellationError()` in an array, `dump`,
    /// `debugPrint`); a program's own types are `main`'s.
    package var printedModule: String?

    // MARK: Layout
    /// Stored properties in field order (a class's superclass fields first).
    package private(set) var storedProperties: [PropertyInfo] = []
    private var storedIndex: [String: Int] = [:]

    // MARK: Members
    var methods: [String: [MethodInfo]] = [:]
    var staticMethods: [String: [MethodInfo]] = [:]
    var computedProperties: [String: ComputedPropertyInfo] = [:]
    /// The types of the library environment values this type reads with
    /// `@Environment(\.key)` (`ScenePhase`, `EditMode`): the context an
    /// implicit member like `.active` is most likely written against.
    var environmentValueTypes: [TypeInfo] = []
    var staticProperties: [String: StaticPropertyInfo] = [:]
    var initializers: [MethodInfo] = []
    var deinitializer: CompiledFunction?
    var cases: [EnumCaseInfo] = []
    /// An enum's case names, known when the type is declared (its `cases`
    /// only when its members are resolved): `@State var pay = Pay.card(1)`
    /// is a `Pay` whichever type is declared first.
    var declaredCaseNames: Set<String> = []
    private var caseIndexByName: [String: Int] = [:]
    var rawType: StaticType?
    package var nestedTypes: [String: TypeInfo] = [:]
    var typeAliases: [String: StaticType] = [:]
    /// Parameters of the generic ones among `typeAliases`.
    var typeAliasParameters: [String: [String]] = [:]
    /// Names a protocol requires (dispatched dynamically on conformers).
    var requirements: Set<String> = []
    /// What a program's protocol requires, as conformances are checked
    /// against it (`Compiler+Conformances.swift`).
    var protocolRequirements: [Compiler.ProtocolRequirement] = []
    /// A library property wrapper's generic constraint on the type it
    /// wraps (`StateObject<ObjectType: ObservableObject>`): the protocol
    /// that type must conform to.
    package var wrappedTypeRequirement: String?
    /// A library property wrapper whose `wrappedValue` is declared `{ get }`
    /// (SwiftUI's `StateObject`, `EnvironmentObject`, `Environment`):
    /// assigning the wrapped property is a compile error, in an
    /// initializer too, as in swiftc.
    package var wrappedValueIsGetOnly = false
    /// Library members implemented by the host, by name, in the order the
    /// library registered them (see `deferNative`). Read and changed one
    /// name at a time: reading a name settles only that name's pending
    /// registrations.
    package var nativeMembers: NativeTable { NativeTable(type: self, isStatic: false) }
    var storedNativeMembers: [String: [NativeMember]] = [:]
    /// Set by a library for a type (or protocol) whose members are all
    /// declared up front, none found by name at run time: calling anything
    /// else on it — or on a struct or enum conforming to it — is an error
    /// at compile time, as in Swift (`Text("a").onTapGesture { }` when the
    /// library has no `onTapGesture`).
    package var membersAreClosed = false
    /// Set by a library for a value type whose property setters are
    /// `nonmutating` (SwiftUI's `Binding`: its `wrappedValue` writes
    /// through to storage elsewhere). Assigning such a property of a value
    /// read from a get-only place (`editMode?.wrappedValue = .active`,
    /// `editMode` an `@Environment`) sets it on the value read, with no
    /// write back to that place, as Swift does.
    package var settersAreNonmutating = false
    /// Set by a library for a value type that no other type converts to
    /// and whose generic arguments must match exactly (SwiftUI's `Binding`,
    /// which Swift declares without conversions and checks invariantly):
    /// `count` where a `Binding<Int>` is wanted, or a `Binding<Int>` where a
    /// `Binding<Bool>` is, is refused at compile time as swiftc refuses it
    /// (`Compiler.isComparable`).
    package var acceptsOnlyItself = false
    /// Static library members implemented by the host (`Int.random(in:)`).
    package var nativeStaticMembers: NativeTable { NativeTable(type: self, isStatic: true) }
    var storedNativeStaticMembers: [String: [NativeMember]] = [:]
    /// The library's changes of the tables not yet made: installs of many
    /// members (`Library.onFirstUse`), run at the first read of any name,
    /// and changes of one name, run at the first read of that name; each
    /// in its place in the order of registration (`PendingChange.place`).
    private var pendingInstalls: [PendingChange] = []
    /// Changes as registered: a session registers thousands and a program
    /// reads a few types, so registering only appends. A read finds a
    /// name's changes among them through `index`, the grouping by name
    /// that every session of the process shares (`RegistrationIndex`).
    private var registered: [PendingChange] = []
    /// The grouping by name of the first `index.count` of `registered`.
    private var index: RegistrationIndex?
    /// Whether each name `index` groups (by its slot) has had its changes
    /// among those `index` covers moved to `pendingByName` (or made)
    /// already: a flag per slot, read without hashing the name again;
    /// empty until a name is taken (none is, in most types a session has).
    private var taken: [Bool] = []
    /// Reads of a name none of the registrations not yet grouped touches,
    /// while no session of the process has grouped them: such a read scans
    /// them rather than grouping them, until a type read often for names it
    /// lacks is grouped once.
    private var probes = 0
    /// How many registrations there were when no grouping made earlier in
    /// the process fitted them (not asked again until more come).
    private var ungroupedAt = -1
    /// Changes taken from `registered`, by name, in order, not made yet.
    private var pendingByName: [NativeKey: [PendingChange]] = [:]
    private var nextPlace = 0
    /// While an install runs, its place: what it registers takes that place
    /// (before the changes registered after the install), as if it had run
    /// when registered.
    private var installingAt: Int?
    /// While a change or an install runs, its place: a read of the tables
    /// then sees only the changes registered before it.
    private var readingAt: Int?
    /// While a change runs, the name it changes: nothing of it is due before the change.
    private var running: NativeKey?
    /// Whether the struct gets a memberwise initializer (no explicit init
    /// in its declaration).
    var hasMemberwiseInit = true
    /// Gives the type's own stored properties their default values
    /// (set by the compiler once the defaults are compiled).
    var applyDefaults: ((inout [Value]) throws(Unwind) -> Void)?

    /// Instances made so far: `Type#n` numbering.
    var instanceCount = 0
    /// `Library.initializers(of:)`, kept so call sites can cache plans
    /// per initializer; dropped whenever the type gains members.
    var cachedInitializers: [Initializer]?

    package init(name: String, kind: Kind, position: SourcePosition? = nil) {
        self.name = name
        self.kind = kind
        self.position = position
    }

    var isClass: Bool { kind == .classType }

    // MARK: Native members on first use

    /// Registers a change to the native member tables — adding a member
    /// called `name`, or editing what is there under that name — made the
    /// first time that name is read or changed, after the changes of that
    /// name registered before it. Every session installs the whole
    /// library, a few thousand members on a hundred-odd types, but a
    /// lesson's code reaches a few dozen of those types and a few names of
    /// each: parsing each member's signature and hashing it into its
    /// type's table only for the names a program asks for keeps that work
    /// off loads that never ask (`hasImplicitMember` asking SwiftUI's
    /// `View` for `Text` settles one name, not the few hundred modifiers).
    /// The tables end up exactly as if each change had been made when
    /// registered, since a change touches its own name only, a name's
    /// changes run in order, and any reading of a name runs them first.
    package func deferNative(_ name: String, isStatic: Bool = false, _ change: @escaping (TypeInfo) -> Void) {
        registered.append(PendingChange(place: takePlace(), name: name, isSpec: false, isStatic: isStatic, change: .one(change)))
    }

    /// `deferNative` for a registration's spec (`"name(label:_:)"`), whose
    /// name is read from it only if the type is used.
    package func deferNative(spec: String, isStatic: Bool = false, _ change: @escaping (TypeInfo) -> Void) {
        registered.append(PendingChange(place: takePlace(), name: spec, isSpec: true, isStatic: isStatic, change: .one(change)))
    }

    /// `deferNative` of each of `names` (instance members), with one change
    /// given the name it runs for, rather than a closure made for each.
    package func deferNative(each names: [String], _ change: @escaping (TypeInfo, String) -> Void) {
        for name in names { registered.append(PendingChange(place: takePlace(), name: name, isSpec: false, isStatic: false, change: .named(change))) }
    }

    /// Registers an install of many members (`Library.onFirstUse`), run the
    /// first time any of the type's names is read or changed. It registers
    /// its members by name (`deferNative(_:isStatic:_:)`), in its own place
    /// among the changes (before those registered after it); a read it
    /// makes sees the changes registered before it.
    package func deferInstall(_ install: @escaping (TypeInfo) -> Void) {
        TypeInfo.insert(PendingChange(place: takePlace(), name: "", isSpec: false, isStatic: false, change: .one(install)),
                        into: &pendingInstalls)
    }

    private func takePlace() -> Int {
        if let place = installingAt { return place }
        defer { nextPlace += 1 }
        return nextPlace
    }

    /// Puts `pending` after the changes whose place is not later.
    private static func insert(_ pending: PendingChange, into list: inout [PendingChange]) {
        guard let last = list.last, last.place > pending.place else {
            list.append(pending)
            return
        }
        var i = list.endIndex - 1
        while i > list.startIndex, list[i - 1].place > pending.place { i -= 1 }
        list.insert(pending, at: i)
    }

    /// Groups all of `registered` by name (`index`) when a read of `key`
    /// needs it: with the grouping another session of the process made of
    /// the same registrations, or else, when `key` is among them (or the
    /// type is read often for names it lacks), a new one, kept for the
    /// next session. A process's first session pays for the grouping as it
    /// paid for sorting them, and a name none of them touches costs it a
    /// scan, not a grouping. What the grouping adds to names taken already
    /// is taken.
    private func groupRegistered(for key: NativeKey) {
        let covered = index?.count ?? 0
        guard registered.count > covered else { return }
        var grouped: RegistrationIndex?
        if ungroupedAt != registered.count {
            grouped = RegistrationIndex.made(for: registered, typeName: name)
            if grouped == nil { ungroupedAt = registered.count }
        }
        if grouped == nil {
            guard probes >= 16 || registered[covered...].contains(where: { $0.touches(key) }) else {
                probes += 1
                return
            }
            grouped = RegistrationIndex.make(registered, typeName: name)
        }
        guard let grouped else { return }
        let (previous, wasTaken) = (index, taken)
        index = grouped
        taken = []
        guard let previous else { return }
        for (slot, isTaken) in wasTaken.enumerated() where isTaken {
            let key = previous.keys[slot]
            guard let group = grouped.groups[key] else { continue }
            markTaken(group.slot)
            let added = group.positions.filter { $0 >= covered }
            if added.isEmpty { continue }
            var list = pendingByName.removeValue(forKey: key) ?? []
            for p in added { TypeInfo.insert(registered[p], into: &list) }
            pendingByName[key] = list
        }
    }

    /// Takes `key`'s changes not made yet out of `pendingByName`, with its
    /// registered changes that `index` groups added to them, once (not put
    /// into `pendingByName` only to be taken out again, nor looked up
    /// again for each change).
    private func takeDue(_ key: NativeKey) -> [PendingChange]? {
        guard let index, let group = index.groups[key], !isTaken(group.slot) else { return pendingByName.removeValue(forKey: key) }
        markTaken(group.slot)
        var list = pendingByName.removeValue(forKey: key) ?? []
        list.reserveCapacity(list.count + group.positions.count)
        for p in group.positions { TypeInfo.insert(registered[p], into: &list) }
        return list
    }

    /// Whether a change of `key` is registered and not made yet (after
    /// grouping what was registered since the last read).
    private func hasPending(_ key: NativeKey) -> Bool {
        groupRegistered(for: key)
        if pendingByName[key] != nil { return true }
        guard let index, let group = index.groups[key] else { return false }
        return !isTaken(group.slot)
    }

    private func isTaken(_ slot: Int) -> Bool { !taken.isEmpty && taken[slot] }

    private func markTaken(_ slot: Int) {
        if taken.isEmpty, let index { taken = Array(repeating: false, count: index.keys.count) }
        taken[slot] = true
    }

    /// Makes the pending changes of `name` (and first any pending install)
    /// that a read now may see, timed as library set-up
    /// (`StageTimes.install`).
    func settle(_ name: String, isStatic: Bool) {
        guard !pendingInstalls.isEmpty || !registered.isEmpty || !pendingByName.isEmpty else { return }
        let key = NativeKey(name: name, isStatic: isStatic)
        if key == running { return }   // a change reading or adding to its own name
        // A name none of the registrations touches (an implicit member's
        // owners are sought among all types, a protocol is asked at every
        // lookup) is answered without timing.
        guard !pendingInstalls.isEmpty || hasPending(key) else { return }
        let start = StageTimes.now()
        StageTimes.installDepth += 1
        runInstalls(upTo: readingAt ?? .max)
        runChanges(of: key, upTo: readingAt ?? .max)
        StageTimes.installDepth -= 1
        if StageTimes.installDepth == 0 { StageTimes.total.install += StageTimes.now() - start }
    }

    private func runInstalls(upTo limit: Int) {
        while let first = pendingInstalls.first, first.place <= limit {
            pendingInstalls.removeFirst()
            let outer = (installingAt, readingAt, running)
            (installingAt, readingAt, running) = (first.place, first.place, nil)
            first.run(on: self)
            (installingAt, readingAt, running) = outer
        }
    }

    private func runChanges(of key: NativeKey, upTo limit: Int) {
        while true {
            groupRegistered(for: key)
            guard var due = takeDue(key) else { return }
            let count = due.firstIndex { $0.place > limit } ?? due.count
            if count < due.count {
                pendingByName[key] = Array(due[count...])
                due.removeSubrange(count...)
            }
            if due.isEmpty { return }
            for pending in due {
                // A change may read or change its own name (an edit): it sees
                // the changes before it, and the later ones wait in `due`.
                let outer = (installingAt, readingAt, running)
                (installingAt, readingAt, running) = (nil, pending.place, key)
                pending.run(on: self)
                (installingAt, readingAt, running) = outer
            }
        }
    }

    /// Makes every pending change, one at a time in the order of their
    /// places: the tables as eager registration made them (tests compare
    /// them with tables settled name by name).
    package func settleAllNatives() {
        while true {
            takeAllRegistered()
            var earliest: (place: Int, key: NativeKey?)?
            if let install = pendingInstalls.first { earliest = (install.place, nil) }
            for (key, list) in pendingByName {
                if let first = list.first, first.place < earliest?.place ?? .max { earliest = (first.place, key) }
            }
            guard let earliest else { return }
            if let key = earliest.key {
                runChanges(of: key, upTo: earliest.place)
            } else {
                runInstalls(upTo: earliest.place)
            }
        }
    }

    /// Moves every registered change not taken yet into `pendingByName`,
    /// by the name it touches, found from the change itself rather than
    /// from `index` (tests compare the tables made so with those read name
    /// by name).
    private func takeAllRegistered() {
        while !registered.isEmpty {
            let changes = registered, covered = index?.count ?? 0
            let (previous, wasTaken) = (index, taken)
            registered = []
            index = nil
            taken = []
            pendingByName.reserveCapacity(pendingByName.count + changes.count)
            for (p, pending) in changes.enumerated() {
                if p < covered, !wasTaken.isEmpty, let group = previous?.groups[pending.key], wasTaken[group.slot] { continue }
                TypeInfo.insert(pending, into: &pendingByName[pending.key, default: []])
            }
        }
    }

    /// Lets go of the type's members, and with them the closures they hold
    /// (a library member's body, a compiled method, a stored property's
    /// defaults), when the session that made the type is torn down: those
    /// closures hold the library, the runtime or the type itself, so a
    /// type left holding them keeps its whole session alive
    /// (`Runtime.tearDown`).
    func dropMembers() {
        pendingInstalls = []
        registered = []
        index = nil
        taken = []
        probes = 0
        ungroupedAt = -1
        pendingByName = [:]
        storedNativeMembers = [:]
        storedNativeStaticMembers = [:]
        methods = [:]
        staticMethods = [:]
        computedProperties = [:]
        staticProperties = [:]
        initializers = []
        deinitializer = nil
        applyDefaults = nil
        cachedInitializers = nil
        protocolRequirements = []
        protocolsCache = nil
    }

    /// Whether every member of a value of this static type is known now
    /// (`membersAreClosed`, on the type or, for a struct, an enum or a
    /// protocol, on a protocol it conforms to).
    var hasClosedMembers: Bool {
        if membersAreClosed { return true }
        guard kind == .structType || kind == .enumType || kind == .protocolType else { return false }
        return allProtocols.contains { $0.membersAreClosed }
    }
    var isObservable: Bool { attributes.contains("Observable") }

    // MARK: Stored properties

    func addStoredProperty(_ property: PropertyInfo) {
        storedIndex[property.name] = storedProperties.count
        storedProperties.append(property)
    }

    /// Whether `name` is a stored property of this type (not a computed one).
    package func hasStoredProperty(_ name: String) -> Bool { storedIndex[name] != nil }

    /// Whether `name` is a stored `let` of this type: one instance always
    /// has the same value for it.
    package func hasConstantStoredProperty(_ name: String) -> Bool {
        guard let index = storedIndex[name] else { return false }
        return !storedProperties[index].isMutable
    }

    /// Copies a superclass's layout in front of this class's own fields.
    func inheritLayout(from superclass: TypeInfo) {
        for property in superclass.storedProperties where storedIndex[property.name] == nil {
            addStoredProperty(property)
        }
    }

    func storedPropertyIndex(_ name: String) -> Int? { storedIndex[name] }

    // MARK: Cases

    func addCase(_ info: EnumCaseInfo) {
        caseIndexByName[info.name] = cases.count
        cases.append(info)
    }

    func caseIndex(named name: String) -> Int? { caseIndexByName[name] }

    // MARK: Relationships

    /// `self` is `other`, inherits from it, or conforms to it (directly,
    /// through a superclass or through protocol inheritance).
    func isSubtype(of other: TypeInfo) -> Bool {
        if self === other { return true }
        if let superclass, superclass.isSubtype(of: other) { return true }
        return conformances.contains { $0.isSubtype(of: other) }
    }

    /// Every protocol this type conforms to, transitively, nearest first.
    /// Kept until some type's superclass or conformances change (which
    /// happens while types are declared, not while bodies compile): member
    /// lookup asks for it at every name.
    var allProtocols: [TypeInfo] {
        let generation = Self.relationsGeneration.load(ordering: .relaxed)
        if let cached = protocolsCache, cached.generation == generation { return cached.protocols }
        let protocols = findAllProtocols()
        protocolsCache = (generation, protocols)
        return protocols
    }

    private var protocolsCache: (generation: Int, protocols: [TypeInfo])?

    /// Counts changes to any type's superclass or conformances, in every
    /// session (a change in one only makes the others' caches miss once).
    private static let relationsGeneration = Atomic<Int>(0)

    private static func relationsChanged() {
        relationsGeneration.add(1, ordering: .relaxed)
    }

    private func findAllProtocols() -> [TypeInfo] {
        var seen: [TypeInfo] = []
        func visit(_ t: TypeInfo) {
            for p in t.conformances where !seen.contains(where: { $0 === p }) {
                seen.append(p)
                visit(p)
            }
            if let s = t.superclass { visit(s) }
        }
        visit(self)
        return seen
    }
}
