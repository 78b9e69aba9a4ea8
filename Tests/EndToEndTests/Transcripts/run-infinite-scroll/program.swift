import SwiftUI
import Observation

// An infinite feed: the last row's onAppear loads the next page. A List
// shows the rows that fit the screen, so each scroll to the end loads one
// more page, not all of them.
struct Post: Identifiable, Equatable {
    let id: Int
}

@Observable final class Feed {
    var posts: [Post] = []
    var pages = 0

    func loadNextPage() {
        posts += (0..<20).map { Post(id: pages * 20 + $0) }
        pages += 1
        print("loaded page \(pages): \(posts.count) posts")
    }
}

struct FeedView: View {
    @State private var feed = Feed()

    var body: some View {
        NavigationStack {
            List {
                ForEach(feed.posts) { post in
                    Text("Post \(post.id)")
                        .onAppear {
                            if post == feed.posts.last { feed.loadNextPage() }
                        }
                }
            }
            .navigationTitle("Feed")
            .onAppear { feed.loadNextPage() }
        }
    }
}
