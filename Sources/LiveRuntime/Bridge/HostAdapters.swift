import SwiftSubset
import ViewGraph

/// A program closure the graph runs (an `onAppear` action, a button's
/// action): on a fiber, so it has the stack any program code has.
final class ActionAdapter: HostAction {
    let function: FunctionValue
    unowned let views: ViewRuntime
    let position: SourcePosition?

    init(_ function: FunctionValue, views: ViewRuntime, at position: SourcePosition?) {
        self.function = function
        self.views = views
        self.position = position
    }

    func run() throws {
        let rt = views.runtime
        let function = self.function
        let position = self.position
        try views.onFiber { () throws(Unwind) in _ = try rt.call(function, [], at: position) }
    }
}

/// `onChange(of:)`'s action, called with no, one (new) or two (old, new)
/// arguments, as its closure takes them.
final class ChangeAdapter: HostChangeAction {
    let function: FunctionValue
    unowned let views: ViewRuntime

    init(_ function: FunctionValue, views: ViewRuntime) {
        self.function = function
        self.views = views
    }

    func run(old: HostValue, new: HostValue) throws {
        let rt = views.runtime
        let oldValue = (old as? ValueHolder)?.value ?? .void
        let newValue = (new as? ValueHolder)?.value ?? .void
        var arity = 1
        if case .compiled(let f, _, _) = function.kind { arity = f.parameters.count }
        let args: [Value] = arity == 0 ? [] : (arity == 1 ? [newValue] : [oldValue, newValue])
        let function = self.function
        try views.onFiber { () throws(Unwind) in _ = try rt.call(function, args, at: nil) }
    }
}

/// `.onDelete(perform:)`: called with the offsets as an `IndexSet`.
final class DeleteAdapter: HostDeleteAction {
    let function: FunctionValue
    unowned let views: ViewRuntime

    init(_ function: FunctionValue, views: ViewRuntime) {
        self.function = function
        self.views = views
    }

    func run(offsets: [Int]) throws {
        let rt = views.runtime
        let function = self.function
        try views.onFiber { () throws(Unwind) in _ = try rt.call(function, [.native(IndexSetValue(offsets))], at: nil) }
    }
}

/// `.onMove(perform:)`: called with the offsets as an `IndexSet` and the
/// destination offset.
final class MoveAdapter: HostMoveAction {
    let function: FunctionValue
    unowned let views: ViewRuntime

    init(_ function: FunctionValue, views: ViewRuntime) {
        self.function = function
        self.views = views
    }

    func run(offsets: [Int], to destination: Int) throws {
        let rt = views.runtime
        let function = self.function
        try views.onFiber { () throws(Unwind) in
            _ = try rt.call(function, [.native(IndexSetValue(offsets)), .int(destination)], at: nil)
        }
    }
}

/// The task a `.task` modifier started.
final class TaskTokenAdapter: TaskToken {
    let handle: TaskHandle
    init(_ handle: TaskHandle) { self.handle = handle }
    var isFinished: Bool { handle.isFinished }
}

/// Runs `action` and any other host closure without an interpreted body.
final class HostClosure: HostAction {
    let body: () throws -> Void
    init(_ body: @escaping () throws -> Void) { self.body = body }
    func run() throws { try body() }
}
