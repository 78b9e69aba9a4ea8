import LiveRuntime
import StateLabTestSupport
import Testing

/// `Grid` and `GridRow` (were refused as layout): containers with a
/// stack's state semantics — every cell built with the grid, each
/// statement a position, a row inside an `if` a branch of its own.
@Suite("Grid")
struct GridScenarioTests {
    @Test("cells keep their @State by position; a row removed and shown again starts fresh")
    func cellsAreStackPositions() {
        let s = Scenario("""
            import SwiftUI
            struct Cell: View {
                let name: String
                @State private var taps = 0
                var body: some View { Button("\\(name) \\(taps)") { taps += 1 } }
            }
            struct Board: View {
                @State private var showSecondRow = true
                var body: some View {
                    Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 4) {
                        GridRow {
                            Cell(name: "a1")
                            Cell(name: "a2").gridColumnAlignment(.trailing)
                        }
                        if showSecondRow {
                            GridRow {
                                Cell(name: "b1").gridCellColumns(2)
                            }
                        }
                        Divider()
                        Button("Toggle row") { showSecondRow.toggle() }
                    }
                }
            }
            """).expectSuccess(":launch Board --single-pass\n:tap a2 0\n:tap b1 0\n:tap b1 1")
        #expect(s.texts.contains("a2 1") && s.texts.contains("b1 2"))
        s.expectSuccess(":tap Toggle row")
        #expect(!s.texts.contains("b1 2"))
        s.expectSuccess(":tap Toggle row")
        #expect(s.texts.contains("b1 0") && s.texts.contains("a2 1"), "the row is a new identity; the first row kept its state")
        let grid = s.session.viewTree()?.children.first
        #expect(grid?.typeName == "Grid")
        #expect(grid?.children.first?.typeName == "GridRow")
    }
}
