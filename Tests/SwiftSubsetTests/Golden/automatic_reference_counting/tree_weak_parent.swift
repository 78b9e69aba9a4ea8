// A tree with weak parent links and unowned back references: paths to the root, removal, deinit order when subtrees go away
final class TreeNode {
    let name: String
    weak var parent: TreeNode?
    private(set) var children: [TreeNode] = []

    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }

    @discardableResult
    func add(_ child: TreeNode) -> TreeNode {
        child.parent = self
        children.append(child)
        return child
    }

    func remove(named name: String) -> TreeNode? {
        guard let i = children.firstIndex(where: { $0.name == name }) else { return nil }
        let child = children.remove(at: i)
        child.parent = nil
        return child
    }

    var path: String {
        var parts = [name]
        var node = parent
        while let n = node { parts.append(n.name); node = n.parent }
        return parts.reversed().joined(separator: "/")
    }

    var depth: Int { parent.map { $0.depth + 1 } ?? 0 }
    var count: Int { 1 + children.reduce(0) { $0 + $1.count } }

    func find(_ name: String) -> TreeNode? {
        if self.name == name { return self }
        for c in children { if let hit = c.find(name) { return hit } }
        return nil
    }
}

final class Owner {
    let label: String
    unowned let tree: TreeNode
    init(label: String, tree: TreeNode) { self.label = label; self.tree = tree }
    var summary: String { "\(label) owns \(tree.name) (\(tree.count) nodes)" }
}

var root: TreeNode? = TreeNode("root")
let docs = root!.add(TreeNode("docs"))
docs.add(TreeNode("guide.md"))
let src = root!.add(TreeNode("src"))
src.add(TreeNode("main.swift")).add(TreeNode("helpers"))
print(root!.count, root!.find("helpers")!.path, root!.find("helpers")!.depth)
let owner = Owner(label: "ci", tree: root!)
print(owner.summary)
var detached = root!.remove(named: "docs")
print("after remove:", root!.count, detached?.parent == nil, detached?.path ?? "-")
detached = nil
print("docs released")
weak var weakSrc = src
print(weakSrc?.name ?? "gone", root!.find("guide.md") == nil)
root = nil
print("root released", weakSrc?.name ?? "gone", src.parent == nil, src.path)

// expect: 6 root/src/main.swift/helpers 3
// expect: ci owns root (6 nodes)
// expect: after remove: 4 true docs
// expect: docs released
// expect: src true
// expect: deinit root
// expect: root released src true src
