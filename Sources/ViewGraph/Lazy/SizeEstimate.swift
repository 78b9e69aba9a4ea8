/// How big an installed view is, estimated the way SwiftUI lays it out
/// with the default text size: what decides how many rows of a lazy
/// container fit on the screen (`Viewport`). Text is a line of its style's
/// height per line (wrapped at an average character width of half the
/// font's size), stacks add their children (with the default spacing) or
/// take the largest, controls take their standard heights, and
/// `.font`, `.padding` and `.frame` change what they say.
struct SizeEstimate {
    /// The font a view's texts are set in, passed down as SwiftUI's
    /// environment passes `.font`.
    struct Font {
        var size: Double
        var lineHeight: Double
        static let body = Font(size: 17, lineHeight: 22)
    }

    /// Apple's text styles at the default (Large) size: point size and
    /// line height (Human Interface Guidelines, Typography).
    static let textStyles: [String: Font] = [
        "largeTitle": Font(size: 34, lineHeight: 41), "title": Font(size: 28, lineHeight: 34),
        "title2": Font(size: 22, lineHeight: 28), "title3": Font(size: 20, lineHeight: 25),
        "headline": Font(size: 17, lineHeight: 22), "body": Font(size: 17, lineHeight: 22),
        "callout": Font(size: 16, lineHeight: 21), "subheadline": Font(size: 15, lineHeight: 20),
        "footnote": Font(size: 13, lineHeight: 18), "caption": Font(size: 12, lineHeight: 16),
        "caption2": Font(size: 11, lineHeight: 13),
    ]

    /// Standard heights of controls that are not text.
    static let controlHeights: [String: Double] = [
        "Toggle": 31, "Stepper": 32, "Slider": 34, "ProgressView": 20, "Divider": 1, "Spacer": 0,
        "EmptyView": 0, "Color": 0, "Rectangle": 0, "RoundedRectangle": 0, "Circle": 0, "Capsule": 0, "Ellipse": 0,
    ]

    /// The width texts wrap at.
    var width = Viewport.screenWidth

    /// `node`'s width and height in points.
    func size(of node: ViewNode) -> (width: Double, height: Double) {
        size(of: node, font: .body)
    }

    /// A line of `text` in the body style, wrapped.
    func size(of text: String) -> (width: Double, height: Double) {
        textSize(text, font: .body)
    }

    /// Which way a library container stacks its children, if it does.
    static func stackAxis(of node: ViewNode) -> Axis? {
        guard node.spec.primitive != nil else { return nil }
        switch node.typeName {
        case "VStack", "LazyVStack", "ScrollView", "Section", "Form", "List", "LazyVGrid", "Grid": return .vertical
        case "HStack", "LazyHStack", "LazyHGrid", "GridRow": return .horizontal
        default: return nil
        }
    }

    private func size(of node: ViewNode, font inherited: Font) -> (width: Double, height: Double) {
        var font = inherited
        for case .style("font", let detail) in node.spec.modifiers { font = Self.font(detail) ?? font }
        var size = contentSize(of: node, font: font)
        // Modifiers apply innermost first, as written.
        for case .style(let name, let detail) in node.spec.modifiers {
            switch name {
            case "padding": size = Self.padded(size, detail)
            case "frame": size = Self.framed(size, detail)
            default: break
            }
        }
        return size
    }

    private func contentSize(of node: ViewNode, font: Font) -> (width: Double, height: Double) {
        let children = node.children.filter { !$0.isBarItem && !$0.isScrolledOff }
        let sizes = children.map { size(of: $0, font: font) }
        func stacked(_ axis: Axis) -> (width: Double, height: Double) {
            let gaps = Double(Swift.max(0, sizes.count - 1)) * LazyLayout.defaultSpacing
            switch axis {
            case .vertical:
                return (sizes.map(\.width).max() ?? 0, sizes.reduce(0) { $0 + $1.height } + gaps)
            case .horizontal:
                return (sizes.reduce(0) { $0 + $1.width } + gaps, sizes.map(\.height).max() ?? 0)
            }
        }
        guard let primitive = node.spec.primitive else { return stacked(.vertical) }
        switch primitive.role {
        case .text(let text):
            return textSize(text, font: font)
        case .image:
            return (font.lineHeight, font.lineHeight)
        case .toggle:
            let label = children.isEmpty ? textSize(primitive.summary ?? "", font: font) : stacked(.vertical)
            return (width, Swift.max(31, label.height))
        case .textField:
            return (width, font.lineHeight)
        default:
            break
        }
        if let fixed = Self.controlHeights[node.typeName], children.isEmpty { return (fixed == 0 ? 0 : width, fixed) }
        if let lazy = primitive.lazyLayout, lazy.axis == .horizontal { return stacked(.horizontal) }
        if let axis = Self.stackAxis(of: node) { return stacked(axis) }
        switch node.typeName {
        case "ZStack":
            return (sizes.map(\.width).max() ?? 0, sizes.map(\.height).max() ?? 0)
        default:
            // A control with its title in place of children reads as one line.
            if children.isEmpty, let title = primitive.summary { return textSize(title, font: font) }
            return stacked(.vertical)
        }
    }

    private func textSize(_ text: String, font: Font) -> (width: Double, height: Double) {
        let characterWidth = font.size / 2
        var lines = 0
        var widest = 0.0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let natural = Double(paragraph.count) * characterWidth
            widest = Swift.max(widest, Swift.min(natural, width))
            lines += Swift.max(1, Int((natural / width).rounded(.up)))
        }
        return (widest, Double(Swift.max(1, lines)) * font.lineHeight)
    }

    // MARK: - Modifiers

    /// `.caption`, `.system(size: 12)`, `.title.bold()`.
    static func font(_ detail: String) -> Font? {
        if let size = number(after: "size:", in: detail) { return Font(size: size, lineHeight: (size * 1.3).rounded()) }
        let name = detail.drop { $0 == "." }.prefix { $0.isLetter || $0.isNumber }
        return textStyles[String(name)]
    }

    /// `.padding()`, `.padding(8)`, `.padding(.vertical, 4)`, `.padding(.top)`.
    static func padded(_ size: (width: Double, height: Double), _ detail: String) -> (width: Double, height: Double) {
        let amount = detail.split(separator: ",").compactMap { Double($0.trimmingBlanks) }.first ?? 16
        let edges = detail.split(separator: ",").first.map { String($0.trimmingBlanks) } ?? ""
        var vertical = 2.0, horizontal = 2.0
        switch edges {
        case ".horizontal", ".leading", ".trailing": vertical = 0; horizontal = edges == ".horizontal" ? 2 : 1
        case ".vertical": horizontal = 0
        case ".top", ".bottom": vertical = 1; horizontal = 0
        default: break
        }
        return (size.width + horizontal * amount, size.height + vertical * amount)
    }

    /// `.frame(width: 80, height: 80)`, `.frame(minHeight: 60)`,
    /// `.frame(maxWidth: .infinity)`.
    static func framed(_ size: (width: Double, height: Double), _ detail: String) -> (width: Double, height: Double) {
        var result = size
        if let height = number(after: "height:", in: detail, exact: true) { result.height = height }
        if let minimum = number(after: "minHeight:", in: detail) { result.height = Swift.max(result.height, minimum) }
        if let maximum = number(after: "maxHeight:", in: detail) { result.height = Swift.min(result.height, maximum) }
        if let width = number(after: "width:", in: detail, exact: true) { result.width = width }
        if let minimum = number(after: "minWidth:", in: detail) { result.width = Swift.max(result.width, minimum) }
        return result
    }

    /// The number written after `label` in `detail` (`height: 80`); with
    /// `exact`, only where `label` starts an argument (not `minHeight:`).
    private static func number(after label: String, in detail: String, exact: Bool = false) -> Double? {
        var search = detail[...]
        while let range = search.firstRange(of: label) {
            let before = detail[..<range.lowerBound].last
            if !exact || before == nil || before == " " || before == "(" || before == "," {
                let digits = detail[range.upperBound...].drop { $0 == " " }.prefix { $0.isNumber || $0 == "." }
                return Double(digits)
            }
            search = detail[range.upperBound...]
        }
        return nil
    }
}

extension Substring {
    var trimmingBlanks: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
        return self[start..<Swift.max(start, end)]
    }
}
