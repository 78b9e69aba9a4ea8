// With a @main App and no script, `statelab run` opens the app and lets
// it run until nothing is pending.
import SwiftUI

@Observable
final class Feed {
    var posts: [String] = []
    init() { print("Feed created") }

    func refresh() async {
        try? await Task.sleep(for: .milliseconds(250))
        posts = ["Hello", "World"]
        print("Feed has \(posts.count) posts")
    }
}

struct FeedView: View {
    @State private var feed = Feed()

    var body: some View {
        List {
            ForEach(feed.posts, id: \.self) { post in
                Text(post)
            }
        }
        .task { await feed.refresh() }
    }
}

@main
struct FeedApp: App {
    var body: some Scene {
        WindowGroup {
            FeedView()
        }
    }
}
