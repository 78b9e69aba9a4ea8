import LiveRuntime
import StateLabTestSupport
import Testing

/// Lazy containers: what a `List` or a lazy stack builds, how many rows an
/// iPhone screen shows, and what scrolling does (the ViewGraph README's
/// decision "Lazy containers show the rows an iPhone screen shows").
@Suite("Corpus: Lazy lists")
struct LazyListsCorpusTests {
    /// How many default rows an iPhone shows, from public measurements:
    /// Apple's `defaultMinListRowHeight` — "The height of list rows is
    /// bounded below by this default value" — is 44 points on iOS
    /// (https://developer.apple.com/documentation/swiftui/environmentvalues/defaultminlistrowheight);
    /// the iPhone 14 Pro (and 15, 16) screen is 393×852 points (Geoff
    /// Hackworth, "How iOS Apps Adapt to the various iPhone 14 Screen
    /// Sizes", https://hacknicity.medium.com/how-ios-apps-adapt-to-the-various-iphone-14-screen-sizes-b2504a39b58f);
    /// its top safe area is 59 points, and with a navigation bar content
    /// starts at 97⅔ (a Stack Overflow report summarised at
    /// https://thedebonair.co.uk/post/why-does-view-safe-area-insets-top-contain-bad-value-in),
    /// the bar reaching 5⅓ points into the safe area
    /// (https://kouki.hatenadiary.com/entry/2022/10/18/095736); a large
    /// title adds 52 (usagimaru's measurements, https://qiita.com/usagimaru/items/761e9a5f3d78b1939df8).
    /// Under a large title, 702⅓ points show 15 rows and most of a 16th —
    /// close to the "around 17 rows" a 6,500-row List displays in
    /// babbage's List-Reload sample (https://github.com/babbage/List-Reload),
    /// whose device is not given.
    @Test("a List of 1,000 text rows under a large title shows 16; the rows below are never made")
    func rowsAnIPhoneShows() {
        let s = Scenario("""
            import SwiftUI
            struct Inbox: View {
                var body: some View {
                    NavigationStack {
                        List(0..<1000, id: \\.self) { n in
                            Text("Message \\(n)").onAppear { print("appear \\(n)") }
                        }
                        .navigationTitle("Inbox")
                    }
                }
            }
            """).expectSuccess(":launch Inbox --single-pass")
        #expect(s.printed == (0..<16).map { "appear \($0)" })
    }

    /// Natalia Panferova, "The SwiftUI Way", "Maximizing the performance of
    /// dynamic lists"
    /// (https://books.nilcoalescing.com/the-swiftui-way/building-a-performant-and-stable-interface/maximizing-the-performance-of-dynamic-lists):
    /// "Lists gather all element identifiers eagerly", while "SwiftUI only
    /// creates the actual view content for rows on demand".
    @Test("a List reads every element's id but calls the row closure only for the rows in view")
    func idsEagerContentLazy() {
        let s = Scenario("""
            import SwiftUI
            struct Walk: Identifiable {
                let number: Int
                var id: Int { print("id"); return number }
            }
            struct WalkRow: View {
                let walk: Walk
                init(walk: Walk) { self.walk = walk; print("row \\(walk.number)") }
                var body: some View { Text("Walk \\(walk.number)") }
            }
            struct Walks: View {
                let walks = (0..<200).map { Walk(number: $0) }
                var body: some View {
                    List {
                        ForEach(walks) { walk in WalkRow(walk: walk) }
                    }
                }
            }
            """).expectSuccess(":launch Walks --single-pass")
        #expect(s.printed.filter { $0 == "id" }.count == 200)
        #expect(s.printed.filter { $0.hasPrefix("row") } == (0..<19).map { "row \($0)" })
    }

    /// Giovanni Frigerio, "Lazy loading in SwiftUI"
    /// (https://www.gfrigerio.com/lazy-loading-in-swiftui/): a `ScrollView`
    /// with a `VStack` "loads all the PostView at once" — 100 posts, 100
    /// onAppear prints — where a `List` (or a lazy stack) loads the rows as
    /// they are shown.
    @Test("a ScrollView's VStack makes every post appear at launch; the same posts in a List appear a screen at a time")
    func eagerStackLazyList() {
        func posts(in container: String) -> Scenario {
            Scenario("""
                import SwiftUI
                struct PostView: View {
                    let number: Int
                    var body: some View {
                        VStack {
                            Text("\\(number)")
                            Text("A post").foregroundColor(.gray)
                        }
                        .onAppear { print("onAppear post = \\(number)") }
                    }
                }
                struct PostList: View {
                    var body: some View {
                        \(container)
                    }
                }
                """).expectSuccess(":launch PostList --single-pass")
        }
        let eager = posts(in: "ScrollView { VStack { ForEach(0..<100, id: \\.self) { n in PostView(number: n) } } }")
        #expect(eager.printed == (0..<100).map { "onAppear post = \($0)" })
        let list = posts(in: "List { ForEach(0..<100, id: \\.self) { n in PostView(number: n) } }")
        // A post of two lines is 22 + 8 + 22 points, a row of 74 with its
        // insets: 10 rows and part of an 11th in 793 points.
        #expect(list.printed == (0..<11).map { "onAppear post = \($0)" })
    }

    /// Sébastien Latò, "Advanced Lists & Pagination in SwiftUI"
    /// (https://dev.to/sebastienlato/advanced-lists-pagination-in-swiftui-5c0k):
    /// "The correct trigger point is row appearance" — the last row's
    /// `onAppear` loads the next page, guarded against duplicate calls.
    /// Each scroll to the end makes the last row appear once: one page.
    @Test("infinite scroll: the last row's onAppear loads exactly one more page per scroll to the end")
    func infiniteScrollLoadsOnePagePerScroll() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            struct Post: Identifiable, Equatable { let id: Int }
            @Observable final class Feed {
                var posts: [Post] = []
                var pages = 0
                var isLoading = false
                func loadNextPage() async {
                    guard !isLoading else { return }
                    isLoading = true
                    try? await Task.sleep(for: .milliseconds(300))
                    posts += (0..<20).map { Post(id: pages * 20 + $0) }
                    pages += 1
                    print("page \\(pages)")
                    isLoading = false
                }
            }
            struct FeedView: View {
                @State private var feed = Feed()
                var body: some View {
                    List {
                        ForEach(feed.posts) { post in
                            Text("Post \\(post.id)")
                                .onAppear {
                                    if post == feed.posts.last {
                                        Task { await feed.loadNextPage() }
                                    }
                                }
                        }
                    }
                    .task { await feed.loadNextPage() }
                }
            }
            """).expectSuccess(":launch FeedView --single-pass\n:wait 1s")
        #expect(s.printed == ["page 1"])
        s.expectSuccess(":scroll bottom\n:wait 1s")
        #expect(s.printed == ["page 1", "page 2"])
        s.expectSuccess(":scroll bottom\n:wait 1s")
        #expect(s.printed == ["page 1", "page 2", "page 3"])
        #expect(s.texts.contains("Post 39"))
        #expect(!s.texts.contains("Post 40"))
    }

    /// Andronick Martusheff, "Extracting Lazily Loaded Elements for UI
    /// Testing in a SwiftUI iOS App"
    /// (https://betterprogramming.pub/ios-extracting-lazily-loaded-elements-for-ui-testing-5541ea190586):
    /// an element of a lazy stack that is not loaded "may have the
    /// potential to exist, but as far as your UI test is concerned, it does
    /// not"; the test swipes until it is. A command naming a control in a
    /// row out of view is refused the same way, and `:scroll to` swipes.
    @Test("a control in a row not yet loaded does not exist until scrolled to")
    func unloadedRowsDoNotExist() {
        let s = Scenario("""
            import SwiftUI
            struct Cells: View {
                var body: some View {
                    ScrollView {
                        LazyVStack {
                            ForEach(0..<100, id: \\.self) { n in
                                Button("Cell \\(n)") { print("tapped \\(n)") }.frame(height: 80)
                            }
                        }
                    }
                }
            }
            """).run(":launch Cells --single-pass\n:tap Cell 60")
        #expect(s.printed.isEmpty)
        guard case .notInView(label: "Cell 60", kind: .button, container: "LazyVStack", _, inBuiltRow: false)? = s.refusals.last else {
            Issue.record("expected the row out of view to be named so, got \(s.refusals)")
            return
        }
        s.expectSuccess(":scroll to Cell 60\n:tap Cell 60")
        #expect(s.printed == ["tapped 60"])
    }
}
