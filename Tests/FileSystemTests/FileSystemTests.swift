import FileSystem
import Foundation
import Testing

/// A fresh folder under the system's temporary one, removed afterwards.
private func withScratchFolder(_ body: (String) throws -> Void) throws {
    let folder = NSTemporaryDirectory() + "filesystem-tests-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try body(folder)
}

struct FileSystemTests {
    @Test("What a path names: a file, a folder, nothing, and a link followed to its target")
    func kinds() throws {
        try withScratchFolder { (folder: String) throws(any Error) in
            let file = folder + "/a.txt"
            try FileSystem.writeAtomically(Array("x".utf8), to: file)
            try FileManager.default.createSymbolicLink(atPath: folder + "/to-folder", withDestinationPath: folder)
            try FileManager.default.createSymbolicLink(atPath: folder + "/dangling", withDestinationPath: folder + "/none")
            #expect(FileSystem.kind(of: file) == .file)
            #expect(FileSystem.kind(of: folder) == .folder)
            #expect(FileSystem.kind(of: folder + "/to-folder") == .folder)
            #expect(FileSystem.kind(of: folder + "/dangling") == nil)
            #expect(FileSystem.kind(of: folder + "/none") == nil)
            #expect(FileSystem.kind(of: file + "/below-a-file") == nil)
            #expect(FileSystem.kind(of: "/dev/null") == .other)
        }
    }

    @Test("Contents read back byte for byte, empty and large files included")
    func contentsRoundTrip() throws {
        try withScratchFolder { (folder: String) throws(any Error) in
            for size in [0, 1, 65_535, 65_536, 200_001] {
                let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
                let path = folder + "/f\(size)"
                try FileSystem.writeAtomically(bytes, to: path)
                #expect(try FileSystem.contents(of: path) == bytes)
                #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(bytes))
            }
        }
    }

    @Test("Reading a folder, a missing file or an unreadable one fails with the reason")
    func readFailures() throws {
        try withScratchFolder { (folder: String) throws(any Error) in
            #expect(throws: FileError(path: folder, reason: "it is a folder")) { try FileSystem.contents(of: folder) }
            let missing = folder + "/missing"
            #expect(throws: FileError(path: missing, reason: "no such file or directory", code: ENOENT)) {
                try FileSystem.contents(of: missing)
            }
            #expect(FileSystem.text(of: missing) == nil)
            let notText = folder + "/bytes"
            try FileSystem.writeAtomically([0xFF, 0xFE], to: notText)
            #expect(FileSystem.text(of: notText) == nil)
            try FileSystem.writeAtomically(Array("é\n".utf8), to: notText)
            #expect(FileSystem.text(of: notText) == "é\n")
        }
    }

    @Test("An atomic write replaces the file whole and leaves no temporary file behind")
    func atomicWriteReplaces() throws {
        try withScratchFolder { (folder: String) throws(any Error) in
            let path = folder + "/progress.json"
            try FileSystem.writeAtomically(Array("old, longer text".utf8), to: path)
            try FileSystem.writeAtomically(Array("new".utf8), to: path)
            #expect(FileSystem.text(of: path) == "new")
            #expect(try FileSystem.names(inFolder: folder) == ["progress.json"])
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o644 & ~Int(Self.umask))
        }
    }

    @Test("An atomic write into a missing folder fails and changes nothing")
    func atomicWriteFailure() throws {
        try withScratchFolder { (folder: String) throws(any Error) in
            let path = folder + "/no/such/file"
            #expect(throws: FileError.self) { try FileSystem.writeAtomically(Array("x".utf8), to: path) }
            #expect(try FileSystem.names(inFolder: folder).isEmpty)
        }
    }

    @Test("createFolder makes every missing parent, accepts a folder that exists, refuses a file")
    func createFolder() throws {
        try withScratchFolder { (folder: String) throws(any Error) in
            let deep = folder + "/a/b/c/"
            try FileSystem.createFolder(deep)
            #expect(FileSystem.isFolder(folder + "/a/b/c"))
            try FileSystem.createFolder(deep)
            try FileSystem.createFolder(folder + "/private", permissions: 0o700)
            let attributes = try FileManager.default.attributesOfItem(atPath: folder + "/private")
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700 & ~Int(Self.umask))
            try FileSystem.writeAtomically(Array("x".utf8), to: folder + "/file")
            #expect(throws: FileError.self) { try FileSystem.createFolder(folder + "/file") }
            #expect(throws: FileError.self) { try FileSystem.createFolder(folder + "/file/below") }
        }
    }

    @Test("A folder lists its names, hidden ones included, without . and ..")
    func listing() throws {
        try withScratchFolder { (folder: String) throws(any Error) in
            for name in ["b.swift", ".hidden", "a b.md", "é.txt"] {
                try FileSystem.writeAtomically([UInt8](), to: folder + "/" + name)
            }
            try FileSystem.createFolder(folder + "/sub")
            #expect(try FileSystem.names(inFolder: folder).sorted() == [".hidden", "a b.md", "b.swift", "sub", "é.txt"])
            #expect(try FileSystem.names(inFolder: folder).sorted() == (try FileManager.default.contentsOfDirectory(atPath: folder)).sorted())
            #expect(throws: FileError.self) { try FileSystem.names(inFolder: folder + "/b.swift") }
            #expect(throws: FileError.self) { try FileSystem.names(inFolder: folder + "/missing") }
        }
    }

    @Test("move renames, and refuses to replace what is there")
    func move() throws {
        try withScratchFolder { (folder: String) throws(any Error) in
            try FileSystem.writeAtomically(Array("1".utf8), to: folder + "/one")
            try FileSystem.writeAtomically(Array("2".utf8), to: folder + "/two")
            #expect(throws: FileError.self) { try FileSystem.move(folder + "/one", to: folder + "/two") }
            #expect(FileSystem.text(of: folder + "/two") == "2")
            try FileSystem.move(folder + "/one", to: folder + "/three")
            #expect(!FileSystem.exists(folder + "/one"))
            #expect(FileSystem.text(of: folder + "/three") == "1")
            FileSystem.removeFile(folder + "/three")
            FileSystem.removeFile(folder + "/three")
            #expect(!FileSystem.exists(folder + "/three"))
        }
    }

    @Test("The working and temporary folders are Foundation's")
    func folders() {
        #expect(FileSystem.currentFolder == FileManager.default.currentDirectoryPath)
        #expect(FileSystem.temporaryFolder == FileManager.default.temporaryDirectory.path)
    }

    static var umask: mode_t {
        let current = Foundation.umask(0)
        _ = Foundation.umask(current)
        return current
    }
}

struct PathTests {
    static let paths = ["/a/b.json", "/a/b/", "/", "name", "name.tar.gz", ".hidden", "dir/.hidden", "b.", "/a.b/c", "a//b", "", "~/x.swift", "a b/c d.md"]

    @Test("Folder, last component, extension and base name agree with Foundation's URL and NSString", arguments: paths)
    func agreesWithFoundation(path: String) {
        let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: "/base/"))
        if !path.isEmpty {
            #expect(Path.lastComponent(of: path) == url.lastPathComponent)
            #expect(Path.extension(of: path) == url.pathExtension)
            #expect(Path.baseName(of: path) == url.deletingPathExtension().lastPathComponent)
        }
        #expect(Path.folder(of: path) == (path as NSString).deletingLastPathComponent)
    }

    @Test("Absolute paths: relative ones are put under the folder, trailing slashes dropped")
    func absolute() {
        #expect(Path.absolute("/x/y/", in: "/w") == "/x/y")
        #expect(Path.absolute("Lessons", in: "/w") == "/w/Lessons")
        #expect(Path.absolute("Lessons/", in: "/") == "/Lessons")
        #expect(Path.absolute(".", in: "/w") == "/w")
        #expect(Path.absolute("Lessons", in: "/w") == URL(fileURLWithPath: "Lessons", relativeTo: URL(fileURLWithPath: "/w/")).path)
    }
}
