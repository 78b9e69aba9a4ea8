#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SwiftSubsetAST
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Parsed, operator-folded syntax trees by source text. Syntax trees are
/// immutable values, so one parse serves every evaluation of the same
/// text: a grader running the same choice for many submissions, or
/// check-lessons loading a step's program for each of its blocks, parses
/// it once.
///
/// Bounded (least recently used out first) and safe to share between
/// threads.
final class ParseCache: @unchecked Sendable {
    static let shared = ParseCache(capacity: 256)

    private let capacity: Int
    private var trees: [String: (tree: SourceFileSyntax, used: Int)] = [:]
    private var clock = 0
    /// A pthread mutex, not NSLock: the frontend library links no
    /// Foundation, so loading it to parse does not load ICU too.
    private let lock = ParseCacheLock()

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The folded tree of `text`, parsed now or remembered.
    func tree(for text: String) -> SourceFileSyntax {
        lock.lock()
        clock += 1
        if let cached = trees[text] {
            trees[text] = (cached.tree, clock)
            lock.unlock()
            return cached.tree
        }
        lock.unlock()
        let tree = Self.parse(text)
        lock.lock()
        defer { lock.unlock() }
        if trees.count >= capacity, let oldest = trees.min(by: { $0.value.used < $1.value.used })?.key {
            trees[oldest] = nil
        }
        trees[text] = (tree, clock)
        return tree
    }

    static func parse(_ text: String) -> SourceFileSyntax {
        let parsed = BracketChains.parse(text)
        // Operators the file declares (`infix operator **`) join the
        // standard table. Folding can only fail on operators missing from
        // it; those stay unfolded and are reported when lowered.
        var table = OperatorTable.standardOperators
        try? table.addSourceFile(parsed)
        let folded = table.foldAll(parsed) { _ in }
        return folded.as(SourceFileSyntax.self) ?? parsed
    }
}

/// A mutex for `ParseCache`.
private final class ParseCacheLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() { pthread_mutex_init(mutex, nil) }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }
    func unlock() { pthread_mutex_unlock(mutex) }
}
