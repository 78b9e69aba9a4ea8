import SwiftSubset

/// SwiftUI and Foundation API that StateLab knows of but does not model.
/// A program naming one gets `unsupported in StateLab: GeometryReader —
/// …` at its place instead of "cannot find 'GeometryReader' in scope",
/// which would blame the program: the API is real, StateLab lacks it.
extension Library {
    func installUnmodelledNames() {
        // Read only when a name or member is not found: made then.
        deferUnmodelled { [unowned self] in addUnmodelledNames() }
    }

    private func addUnmodelledNames() {
        let layout = "StateLab models SwiftUI's state, identity and lifecycle, not layout"
        let sandbox = "StateLab's sandbox has no network, files or media"
        let notYet = "this SwiftUI API is not modelled yet"
        var names: [String: String] = [:]
        for name in ["GeometryReader", "ViewThatFits", "AnyLayout", "HStackLayout", "VStackLayout", "ZStackLayout",
                     "Layout", "Canvas", "ScrollViewReader",
                     "ScrollViewProxy", "GeometryProxy", "Path"] {
            names[name] = "\(name) — \(layout)"
        }
        for name in ["AsyncImage", "URLSession", "URLRequest", "URLResponse", "HTTPURLResponse", "URLError", "VideoPlayer",
                     "PhotosPicker", "FileManager", "Bundle", "UIImage"] {
            names[name] = "\(name) — \(sandbox)"
        }
        let standardNotYet = "this standard library API is not modelled yet"
        for name in ["Mirror", "Regex", "Int128", "UInt128", "Float16", "StaticString", "AnySequence", "AnyCollection",
                     "CollectionOfOne", "EmptyCollection", "KeyValuePairs", "LazySequence", "SIMD2", "SIMD3", "SIMD4",
                     "TextOutputStream", "Unmanaged", "UnsafePointer", "UnsafeMutablePointer", "UnsafeRawPointer",
                     "UnsafeMutableRawPointer", "UnsafeBufferPointer", "UnsafeMutableBufferPointer", "ManagedBuffer",
                     "OpaquePointer"] {
            names[name] = "\(name) — \(standardNotYet)"
        }
        let foundationNotYet = "this Foundation API is not modelled yet"
        for name in ["NSObject", "NSNumber", "NSError", "NSString", "NSMutableString", "NSArray", "NSDictionary", "NSData",
                     "NSAttributedString", "NSRange", "NSPredicate", "NSSortDescriptor", "SortDescriptor", "NSCache",
                     "Scanner", "DispatchGroup", "DispatchSemaphore", "DispatchWorkItem", "URLComponents", "URLQueryItem",
                     "DateInterval", "PersonNameComponents", "UnitLength", "UnitMass", "UnitTemperature", "UnitDuration",
                     "Progress"] where names[name] == nil {
            names[name] = "\(name) — \(foundationNotYet)"
        }
        for name in ["UserDefaults", "Calendar", "DateComponents", "NumberFormatter", "ISO8601DateFormatter",
                     "RelativeDateTimeFormatter", "DateComponentsFormatter", "Measurement", "NotificationCenter",
                     "Notification", "Decimal", "ProcessInfo", "OperationQueue", "NSLock", "NSRegularExpression",
                     "AttributedString", "UIColor", "UIFont", "UIApplication", "UIScreen"] {
            names[name] = "\(name) — \(foundationNotYet)"
        }
        for name in ["NavigationSplitViewColumn", "TextEditor", "DatePicker", "ColorPicker", "Link", "ShareLink", "TimelineView",
                     "Table", "TableColumn", "Gauge", "ControlGroup", "OutlineGroup", "GroupBox", "LabeledContent",
                     "PasteButton", "RenameButton", "DragGesture", "TapGesture", "LongPressGesture", "MagnifyGesture",
                     "MagnificationGesture", "RotationGesture", "SpatialTapGesture", "Map", "Chart", "ToolbarItemGroup",
                     "Transaction", "Namespace", "UIViewRepresentable", "UIViewControllerRepresentable",
                     "ModelContainer", "ModelContext"] where names[name] == nil {
            names[name] = "\(name) — \(notYet)"
        }
        for name in ["Logger", "OSLog", "OSSignposter"] {
            names[name] = "\(name) — Apple's os logging is not modelled; print(_:) writes to the console"
        }
        for (name, why) in names where types[name] == nil { unmodelledNames[name] = why }

        guard let view = types["View"] else { return }
        var members: [String: String] = [:]
        for name in ["onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture", "onHover", "onKeyPress",
                     "inspector", "onDrag", "onDrop", "draggable", "dropDestination", "focusable", "onOpenURL",
                     "onContinueUserActivity", "onScrollGeometryChange", "onGeometryChange", "scrollPosition",
                     "matchedGeometryEffect", "fileImporter",
                     "fileExporter", "photosPicker", "onPreferenceChange", "preference", "anchorPreference",
                     "coordinateSpace", "scenePadding"] {
            members[name] = "the \(name) modifier — \(notYet)"
        }
        unmodelledMembers[ObjectIdentifier(view), default: [:]].merge(members) { old, _ in old }
    }
}
