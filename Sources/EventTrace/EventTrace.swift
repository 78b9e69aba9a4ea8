// EventTrace — the numbered record of everything that happens in a session
// (DESIGN.md §4): `Trace` records `TraceEvent`s as the language and the view
// graph run; `TraceEvent.json` writes one as a JSON line (`--json`).
//
// It sits below both the language (SwiftSubset records object lifetimes,
// prints, tasks) and the view graph (bodies, storage, lifecycle), so that
// one trace holds them all in order.
