// Dictionary of closures keyed by enum, optional chaining into them, and default handlers.
enum Command: String, CaseIterable { case start, stop, reset, unknown }
final class Machine {
    private(set) var state = "idle"
    private(set) var count = 0
    lazy var actions: [Command: () -> String] = [
        .start: { [unowned self] in self.state = "running"; self.count += 1; return "started" },
        .stop: { [unowned self] in self.state = "stopped"; return "stopped after \(self.count)" },
        .reset: { [unowned self] in self.count = 0; self.state = "idle"; return "reset" },
    ]
    func handle(_ raw: String) -> String {
        let command = Command(rawValue: raw) ?? .unknown
        return actions[command]?() ?? "ignored \(raw)"
    }
}
let machine = Machine()
print(["start", "stop", "start", "jump", "reset"].map(machine.handle))
print(machine.state, machine.count, Command.allCases.filter { machine.actions[$0] == nil })
// expect: ["started", "stopped after 1", "started", "ignored jump", "reset"]
// expect: idle 0 [main.Command.unknown]
