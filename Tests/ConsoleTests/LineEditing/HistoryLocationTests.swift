import Console
import Testing

@Suite("Where history is kept")
struct HistoryLocationTests {
    @Test("resolution", arguments: [
        (["HOME": "/home/ada"], HistoryLocation.file("/home/ada/.local/share/statelab/history")),
        (["HOME": "/home/ada", "XDG_DATA_HOME": "/data"], .file("/data/statelab/history")),
        (["HOME": "/home/ada", "XDG_DATA_HOME": "relative"], .file("/home/ada/.local/share/statelab/history")),
        (["HOME": "/home/ada", "STATELAB_HISTORY": "/tmp/h"], .file("/tmp/h")),
        (["HOME": "/home/ada", "XDG_DATA_HOME": "/data", "STATELAB_HISTORY": ""], .disabled),
        ([:], .disabled),
    ])
    func resolves(_ environment: [String: String], _ expected: HistoryLocation) {
        #expect(HistoryLocation.resolve(environment: environment) == expected)
    }
}
