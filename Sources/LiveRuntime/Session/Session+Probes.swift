import SwiftSubset
import ViewGraph

/// What grading runs ask of a live session beyond the commands: calls of
/// chosen methods recorded in the trace, and values read from the views
/// that are installed now.
extension Session {
    /// Records every call of these methods (`("FeedModel", "load")`) on an
    /// object as a `methodCalled` trace event.
    public func watch(methods: [(type: String, method: String)]) {
        var watched: [String: Set<String>] = [:]
        for (type, method) in methods { watched[method, default: []].insert(type) }
        runtime.watchedCalls = watched
    }

    /// A value read from a live view: its description, and the object's
    /// name (`Counter#1`) when it is one.
    public enum ReadResult: Sendable, Equatable {
        case value(String, object: String?)
        /// A string's contents (said in quotes, compared without).
        case text(String)
        case missing(String)
    }

    /// Reads `member.member…` of the first installed `view` (on-screen ones
    /// first, in tree order): a `@State`/`@StateObject` reads the live
    /// storage, `@ObservedObject`/`@Bindable`/`@Binding`/plain properties
    /// the view's current value.
    public func read(view name: String, members: [String]) -> ReadResult {
        guard let root = views.graph.root else { return .missing("nothing is launched") }
        var found: [(ViewNode, InterpretedView)] = []
        func walk(_ node: ViewNode) {
            if let view = node.spec.hostView as? InterpretedView, view.typeName == name { found.append((node, view)) }
            (node.children + node.pushed + (node.sheet.map { [$0] } ?? [])).forEach(walk)
        }
        walk(root)
        let visible = Set(views.graph.visibleNodes().map(ObjectIdentifier.init))
        guard let (node, view) = found.first(where: { visible.contains(ObjectIdentifier($0.0)) }) ?? found.first else {
            return .missing("no \(name) is installed")
        }
        guard let first = members.first else { return .missing("which property of \(name)?") }
        guard var value = view.property(named: first, in: node) else {
            return .missing("\(name) has no property `\(first)`")
        }
        var path = name + "." + first
        var result = ReadResult.missing("")
        runtime.runSynchronously {
            do throws(Unwind) {
                for member in members.dropFirst() {
                    value = try self.runtime.readNamed(value, member, at: nil)
                    path += "." + member
                }
                let text = try self.runtime.library.describe(value.unwrappedIfOptional, rt: self.runtime, at: nil)
                if case .object(let object) = value.unwrappedIfOptional {
                    result = .value(object.name, object: object.name)
                } else if case .string = value.unwrappedIfOptional {
                    result = .text(text)
                } else {
                    result = .value(text, object: nil)
                }
            } catch {
                result = .missing("\(path) could not be read")
            }
        }
        return result
    }
}
