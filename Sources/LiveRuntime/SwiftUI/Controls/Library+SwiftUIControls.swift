import SwiftSubset

/// SwiftUI's controls beyond buttons, fields and toggles, one file each in
/// this folder; each is a `HostControl` the graph acts on for a command.
extension Library {
    func installSwiftUIControls(_ views: ViewRuntime) {
        installPicker()
        installDatePicker()
        installStepper()
        installSlider()
        installTabView()
        installLabelForms()
        installRefreshableAndSearchable()
        installSubmit()
        installAlerts()
        installMenuAndDisclosureGroup()
        installAppStorage()
        installFocusState()
        installTextFormat()
        installEnvironmentValues()
        installMoreStyles()
        installPublishers(views)
        installLegacyAlerts()
        installGesturesAndRowActions()
        installViewModifiers()
        installOverlays()
        installShapesAndColors()
        installLazyGrids()
        installGrid()
        installLabeledContentAndGroupBox()
    }
}
