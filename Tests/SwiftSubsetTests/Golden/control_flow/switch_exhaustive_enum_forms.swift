// Switches over enums that are exhaustive in several ways: every case, payload bindings, wildcards, grouped cases, where plus a plain case, and default
enum Status { case idle, loading(progress: Double), done(String), failed(code: Int, message: String) }
func text(_ s: Status) -> String {
    switch s {
    case .idle: return "idle"
    case .loading(let p) where p >= 1: return "almost"
    case .loading: return "loading"
    case .done(let value): return "done \(value)"
    case .failed(_, let message): return "failed: \(message)"
    }
}
func short(_ s: Status) -> String {
    switch s {
    case .idle, .loading: return "busy or idle"
    case .done, .failed(code: _, message: _): return "finished"
    }
}
func kind(_ s: Status) -> Int {
    switch s {
    case .failed(let code, _) where code > 400: return code
    default: return 0
    }
}
let all: [Status] = [.idle, .loading(progress: 1), .loading(progress: 0.5), .done("ok"), .failed(code: 404, message: "gone")]
for s in all { print(text(s), short(s), kind(s)) }
// expect: idle busy or idle 0
// expect: almost busy or idle 0
// expect: loading busy or idle 0
// expect: done ok finished 0
// expect: failed: gone finished 404
