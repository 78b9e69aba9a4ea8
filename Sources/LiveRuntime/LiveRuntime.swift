// LiveRuntime — SwiftUI, live: the library lesson code calls, the live
// session and its commands, and the models behind `:tree` and `:timeline`
// (see README.md).
//
// The value types its public API returns are re-exported, so `import
// LiveRuntime` is all a client (the console, a course) needs.
@_exported import struct EventTrace.TraceEvent
@_exported import struct SwiftSubset.Diagnostic
@_exported import struct SwiftSubset.DiagnosticRenderer
@_exported import struct SwiftSubset.MessageID
@_exported import struct SwiftSubset.SourcePosition
@_exported import struct ViewGraph.ScrollPosition
@_exported import struct ViewGraph.TreeProperty
