// Methods on an enum that carries state in payloads, returning the next state.
enum Download {
    case notStarted
    case running(progress: Double)
    case finished(bytes: Int)
    func advanced(by step: Double) -> Download {
        switch self {
        case .notStarted: return .running(progress: step)
        case .running(let p) where p + step >= 1: return .finished(bytes: 1024)
        case .running(let p): return .running(progress: p + step)
        case .finished: return self
        }
    }
    var label: String {
        switch self {
        case .notStarted: return "waiting"
        case .running(let p): return "\(Int(p * 100))%"
        case .finished(let bytes): return "done (\(bytes) bytes)"
        }
    }
}
var d = Download.notStarted
var labels: [String] = []
for _ in 0..<5 {
    d = d.advanced(by: 0.4)
    labels.append(d.label)
}
print(labels)  // expect: ["40%", "80%", "done (1024 bytes)", "done (1024 bytes)", "done (1024 bytes)"]
