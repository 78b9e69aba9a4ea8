/// The screen a lazy container shows its rows on, in points: an iPhone 15
/// in portrait (iPhone 14 Pro, 15 and 16 share it), with the default text
/// size. Decisions and their sources: Sources/ViewGraph/README.md
/// ("Lazy containers show the rows an iPhone screen shows").
public enum Viewport {
    /// The screen: 393 × 852 points.
    public static let screenWidth = 393.0
    public static let screenHeight = 852.0
    /// The status bar's safe area above the content (the Dynamic Island).
    public static let topSafeArea = 59.0
    /// A navigation bar; a large title adds `largeTitleHeight` under it.
    /// On the Dynamic Island iPhones the bar reaches 5⅓ points into the
    /// status bar's safe area: content under it starts at 97⅔.
    public static let navigationBarHeight = 44.0
    public static let navigationBarOverlap = 16.0 / 3
    public static let largeTitleHeight = 52.0
    /// A list row is never lower than this (`defaultMinListRowHeight`).
    public static let minimumListRowHeight = 44.0
    /// Above and below a list row's content.
    public static let listRowVerticalInset = 11.0
    /// What a list row's content has across: the screen less the inset
    /// grouped list's margins and the row's own insets.
    public static let listRowContentWidth = screenWidth - 2 * 16 - 2 * 20
    /// A section's header (or the gap before a section without one).
    public static let sectionHeaderHeight = 38.0
}

extension ViewGraph {
    /// How far `container` shows its rows along its axis: for a vertical
    /// one, the screen under the status bar and any navigation bar, less
    /// what is stacked above and below it on its screen; for a horizontal
    /// one, the screen's width.
    func viewportExtent(of container: ViewNode) -> Double {
        guard container.spec.primitive?.lazyLayout?.axis != .horizontal else { return Viewport.screenWidth }
        var extent = Viewport.screenHeight - Viewport.topSafeArea
        var child = container
        var largeTitle = false
        var inlineTitle = false
        func readTitle(_ node: ViewNode) {
            for case .style(let name, let detail) in node.spec.modifiers {
                if name == "navigationTitle" { largeTitle = true }
                if name == "navigationBarTitleDisplayMode", detail.contains("inline") { inlineTitle = true }
            }
        }
        readTitle(container)
        while let parent = child.parent {
            if case .navigationStack? = parent.spec.primitive?.role {
                extent -= Viewport.navigationBarHeight - Viewport.navigationBarOverlap
                    + (largeTitle && !inlineTitle ? Viewport.largeTitleHeight : 0)
                break
            }
            // A pushed screen, a sheet: its own screen; what is around it is not.
            if parent.pushed.contains(where: { $0 === child }) || parent.sheet === child { break }
            readTitle(parent)
            if SizeEstimate.stackAxis(of: parent) == .vertical {
                let others = parent.children.filter { $0 !== child && !$0.isBarItem }
                let estimate = SizeEstimate()
                extent -= others.reduce(0) { $0 + estimate.size(of: $1).height + LazyLayout.defaultSpacing }
            }
            child = parent
        }
        return Swift.max(extent, Viewport.minimumListRowHeight)
    }
}
