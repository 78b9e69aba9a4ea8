// LiveRuntime — the SwiftUI that lesson code calls, running live (DESIGN.md §1).
//
// It joins the language (SwiftSubset) to the view graph (ViewGraph): the
// SwiftUI-, Observation- and Combine-shaped library the program's views
// and models are written against, the live session and its commands, and
// the models behind `:tree` and `:timeline`, including what became of each
// object. It knows nothing of terminals or lessons. Folders by role:
//
//   Session/     `Session`: evaluate code, the live commands (launch, tap,
//                type, toggle, back, delete, wait, settle), inspection.
//   SwiftUI/     the library: views, property wrappers, modifiers,
//                `@ViewBuilder`, and the language hooks it answers.
//   Bridge/      program values ⇄ the graph: user structs as `HostView`s,
//                program closures as `HostAction`s, observation.
//   Inspection/  what holds each object, for `:timeline` and checkers.
//
// The value types its public API returns are re-exported, so `import
// LiveRuntime` is all a client (the console, a course) needs.
@_exported import struct EventTrace.TraceEvent
@_exported import struct SwiftSubset.Diagnostic
@_exported import struct SwiftSubset.DiagnosticRenderer
@_exported import struct SwiftSubset.SourcePosition
@_exported import struct ViewGraph.TreeProperty
