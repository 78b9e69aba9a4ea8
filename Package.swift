// swift-tools-version: 6.0
//
// StateLab — a terminal course on SwiftUI state ownership.
//
// Layers (DESIGN.md §1, README "Architecture"), each depending only on the
// ones below it:
//
//   statelab (executable) ─► Console ─► Course ─► LiveRuntime ─► SwiftSubset ─┬─► SwiftSubsetAST, JSONCoding
//                               │         │                └──────► ViewGraph ───┴─► Scheduling, EventTrace
//                               │         └─► LessonMarkup ─► CMark (libcmark)
//                               │         └─► JSONCoding, FileSystem (StateLab's own JSON and files: no Foundation)
//                               ├─► BuiltinLessons (Lessons/ and their Swift lowered, embedded by the EmbedLessons plugin)
//                               └─► CEditLineBridge ─► CEditLine (libedit)
//   libStateLabFrontend (loaded on demand) ─► SwiftSubsetFrontend ─► SwiftSubsetAST
//   libStateLabFoundation (loaded on demand) ─► StateLabFoundation ─► SwiftSubsetAST, Foundation
//
// The Swift frontend (SwiftSubsetFrontend) parses Swift with the
// toolchain's own SwiftParser, which ships as prebuilt modules in
// `<toolchain>/usr/lib/swift/host`. No outside package is fetched: this
// manifest finds that folder and links against it — in the frontend's
// shared library (the product StateLabFrontend), which the executables
// load when they must parse, and in the tools and tests that call the
// frontend directly. The executables themselves do not link it
// (README "Architecture": start-up).
import PackageDescription
import Foundation

/// Finds `<toolchain>/usr/lib/swift/host`, the folder holding the toolchain's
/// SwiftSyntax / SwiftParser modules and shared libraries.
///
/// `STATELAB_SWIFT_HOST` overrides the search; otherwise the `swift` found on
/// `PATH` is resolved through its symlinks to its toolchain.
func toolchainHostLibraries() -> String {
    let environment = ProcessInfo.processInfo.environment
    let fileManager = FileManager.default
    func isHostFolder(_ path: String) -> Bool {
        fileManager.fileExists(atPath: path + "/SwiftParser.swiftmodule")
    }
    if let override = environment["STATELAB_SWIFT_HOST"], !override.isEmpty {
        guard isHostFolder(override) else {
            fatalError("""
                STATELAB_SWIFT_HOST=\(override) does not hold SwiftParser.swiftmodule.
                Point it at <toolchain>/usr/lib/swift/host, or unset it to use the `swift` on PATH.
                """)
        }
        return override
    }
    var searched: [String] = []
    let pathEntries = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
    for entry in pathEntries + ["/usr/bin"] {
        let candidate = entry + "/swift"
        guard fileManager.isExecutableFile(atPath: candidate) else { continue }
        let resolved = URL(fileURLWithPath: candidate).resolvingSymlinksInPath()
        let usr = resolved.deletingLastPathComponent().deletingLastPathComponent()
        let host = usr.appendingPathComponent("lib/swift/host").path
        searched.append(host)
        if isHostFolder(host) { return host }
    }
    fatalError("""
        StateLab needs the toolchain's SwiftParser modules (<toolchain>/usr/lib/swift/host),
        which ship with every Swift 5.9+ toolchain, but found none.
        Searched: \(searched.isEmpty ? "no `swift` on PATH" : searched.joined(separator: ", ")).
        Set STATELAB_SWIFT_HOST to that folder.
        """)
}

let host = toolchainHostLibraries()

/// A folder holding the static archives of the libraries `statelab`
/// would otherwise load at start-up — the C++ library the Swift runtime
/// needs (libstdc++) and libcmark (libcmark-dev, which
/// scripts/install-deps installs, ships its archive) — and nothing else,
/// so that the linker, searching it before the system's folders, takes
/// each archive over the shared library that sits beside it there: a
/// `statelab` process then neither loads them nor binds their symbols
/// (README "Architecture": start-up). Made under `.build` when the
/// manifest is read; nil when none is installed. A library whose archive
/// is missing is linked shared, which works the same, only slower to
/// start. (glibc's libm.a cannot join them: it calls into the static C
/// library, which a dynamically linked program does not have.)
func staticArchiveFolder() -> String? {
    #if os(Linux)
    let fileManager = FileManager.default
    let folder = Context.packageDirectory + "/.build/static-archives"
    var archives: [String] = []
    // The newest GCC's libstdc++ (the one the toolchain's clang links against).
    let gcc = "/usr/lib/gcc/x86_64-linux-gnu"
    let versions = ((try? fileManager.contentsOfDirectory(atPath: gcc)) ?? [])
        .compactMap(Int.init).sorted(by: >)
    if let newest = versions.first(where: { fileManager.fileExists(atPath: "\(gcc)/\($0)/libstdc++.a") }) {
        archives.append("\(gcc)/\(newest)/libstdc++.a")
    }
    // libcmark-dev's archive, beside its shared library.
    for folder in ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib"]
    where fileManager.fileExists(atPath: folder + "/libcmark.a") {
        archives.append(folder + "/libcmark.a")
        break
    }
    guard !archives.isEmpty else { return nil }
    do {
        try? fileManager.removeItem(atPath: folder)
        try fileManager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for archive in archives {
            let name = URL(fileURLWithPath: archive).lastPathComponent
            try fileManager.createSymbolicLink(atPath: folder + "/" + name, withDestinationPath: archive)
        }
    } catch {
        return nil
    }
    return folder
    #else
    return nil
    #endif
}

/// How `statelab` is linked on Linux, for a start-up close to a Swift
/// hello-world's (README "Architecture": start-up): the Swift runtime
/// statically (`-static-stdlib`; statelab imports no Foundation, so no
/// Foundation archive is linked in); libstdc++ statically where its
/// archive is installed; and as a
/// position-dependent executable, so the loader has no relocations to
/// apply to its 500 KB of pointers and no pages to copy for them. The
/// trade-off: the executable's own image is not placed at a random
/// address (its libraries, heap and stacks still are); statelab is a
/// local tool that serves nothing on a network.
/// `-static-stdlib` also passes `-export-dynamic` (the toolchain's
/// static-stdlib-args.lnk), which put all 6,300 of StateLab's own symbols
/// in the dynamic symbol table; `--no-export-dynamic`, given after it,
/// takes them out again (330 remain, the C library's). Nothing loaded
/// into statelab looks its symbols up (the frontend and Foundation
/// libraries run in statelab-service when the runtime is linked in), and
/// the loader and the runtime's start-up `dladdr` no longer search a
/// 6,600-entry table: 0.84x the grade process's CPU.
/// `-static-libgcc` links the unwinder (libgcc_eh) in too, so libgcc_s
/// is not loaded either: with the archives above, a process loads the C
/// library's own (libc, libm) and nothing else.
let statelabLinkerSettings: [LinkerSetting] = {
    var flags = ["-static-stdlib", "-Xclang-linker", "-no-pie", "-Xlinker", "--no-export-dynamic",
                 "-Xclang-linker", "-static-libgcc"]
    if let folder = staticArchiveFolder() { flags += ["-L", folder] }
    var settings: [LinkerSetting] = [.unsafeFlags(flags, .when(platforms: [.linux]))]
    if let order = linkOrderFile() {
        settings.append(.unsafeFlags(["-Xlinker", "--section-ordering-file=" + order],
                                     .when(platforms: [.linux], configuration: .release)))
    }
    return settings
}()

/// The order in which the linker lays out the functions of `statelab`
/// (`Linker/statelab.order`, written by scripts/link-order.py): the
/// functions one `statelab grade` process runs, side by side, so that
/// the code it executes sits on few pages instead of being scattered
/// over 10 MB of code, and the kernel, which maps 16 pages of a file at
/// a time around each fault, takes few faults for it. Release builds
/// compile every function into a section of its own for this
/// (`functionSectionsSwift`, `functionSectionsC` below); gold (the linker swiftc uses on Linux)
/// places the listed sections together and ignores names it does not
/// find, so a stale list costs speed, never the build. nil when the file
/// is missing.
func linkOrderFile() -> String? {
    #if os(Linux)
    let path = Context.packageDirectory + "/Linker/statelab.order"
    return FileManager.default.fileExists(atPath: path) ? path : nil
    #else
    return nil
    #endif
}

/// Each function in a section of its own, in release builds on Linux, for
/// the link order above: Swift (`-function-sections`) and C alike. (The
/// Swift frontend skips code generation for a module whose IR is
/// unchanged, so objects an existing `.build` compiled before this flag
/// keep their one `.text` until their module changes; that costs speed
/// only.)
let functionSectionsSwift: SwiftSetting =
    .unsafeFlags(["-Xfrontend", "-function-sections"], .when(platforms: [.linux], configuration: .release))
let functionSectionsC: CSetting =
    .unsafeFlags(["-ffunction-sections"], .when(platforms: [.linux], configuration: .release))

/// libcmark's pkg-config name where its flags are needed: Homebrew's cmark
/// (macOS) is outside the default search folders; Debian's is not.
#if os(Linux)
let cmarkPkgConfig: String? = nil
#else
let cmarkPkgConfig: String? = "libcmark"
#endif

/// Compiler flags for every target that imports a module which (transitively)
/// imports the toolchain's syntax modules.
let syntaxSwiftSettings: [SwiftSetting] = [.unsafeFlags(["-I", host])]

/// Linker flags for the same targets: search path, rpath, and the libraries.
let syntaxLinkerSettings: [LinkerSetting] = [
    .unsafeFlags(["-L", host, "-Xlinker", "-rpath", "-Xlinker", host]),
    .linkedLibrary("SwiftSyntax"),
    .linkedLibrary("SwiftParser"),
    .linkedLibrary("SwiftParserDiagnostics"),
    .linkedLibrary("SwiftDiagnostics"),
    .linkedLibrary("SwiftOperators"),
    .linkedLibrary("SwiftBasicFormat"),
    .linkedLibrary("SwiftIDEUtils"),
]

let package = Package(
    name: "StateLab",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "statelab", targets: ["statelab"]),
        .executable(name: "statelab-bench", targets: ["StateLabBench"]),
        .executable(name: "statelab-fuzz", targets: ["StateLabFuzz"]),
        .executable(name: "statelab-service", targets: ["StateLabService"]),
        .library(name: "StateLabFrontend", type: .dynamic, targets: ["StateLabFrontend"]),
        .library(name: "StateLabFoundation", type: .dynamic, targets: ["StateLabFoundation"]),
    ],
    targets: [
        // MARK: libedit
        // Headers only (histedit.h, from libedit-dev): the bridge opens
        // libedit with dlopen when a terminal session first needs it, so
        // commands that edit no line (grade, run, check-lessons) never load
        // it and the three libraries it needs. No pkgConfig: its `-ledit`
        // would link it again.
        .systemLibrary(
            name: "CEditLine",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
        ),
        .target(
            name: "CEditLineBridge",
            dependencies: ["CEditLine"]
        ),

        // MARK: libcmark (lesson Markdown)
        // On Linux without pkg-config: its answer puts the system's library
        // folder first on the link line, where libcmark.so would win over
        // the archive statelab links (staticArchiveFolder); the header and
        // the library are in the compiler's and linker's default folders.
        .systemLibrary(
            name: "CMark",
            pkgConfig: cmarkPkgConfig,
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),

        // MARK: The built-in lesson pack, embedded at build time
        // A pack's content hash: the embedder takes the built-in pack's at
        // build time with the code LessonPack uses for any other pack.
        // Every Swift text the lessons run is lowered by the embedder, with
        // the frontend linked in, and embedded as the frontend's answers: a
        // built-in exercise is graded without parsing Swift at run time.
        .target(name: "PackHash"),
        .executableTarget(name: "LessonEmbedder",
                          dependencies: ["PackHash", "LessonMarkup", "SwiftSubsetAST", "SwiftSubsetFrontend"],
                          path: "Plugins/LessonEmbedder",
                          swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
        .plugin(name: "EmbedLessons", capability: .buildTool(), dependencies: ["LessonEmbedder"]),
        .target(name: "BuiltinLessons", dependencies: ["SwiftSubsetAST"], plugins: ["EmbedLessons"]),

        // MARK: Layers
        // The virtual main actor and clock, and the numbered trace: what
        // both the language and the view graph run on and record into.
        // Fibers switch stacks on one thread (Linux): the switch, the
        // stacks' mappings, in C and a few lines of assembly.
        .target(name: "CFiberSwitch"),
        .target(name: "Scheduling", dependencies: ["CFiberSwitch"]),
        // StateLab's own JSON (a value, a writer and a strict reader, and
        // Codable on them), so that the executables link no Foundation.
        .target(name: "JSONCoding"),
        .target(name: "EventTrace", dependencies: ["JSONCoding"]),
        // Files on the C library (atomic writes, mkdir -p, listings, stat):
        // what the executables used FileManager for.
        .target(name: "FileSystem"),
        .target(name: "ViewGraph", dependencies: ["Scheduling", "EventTrace"], exclude: ["README.md"]),
        // The lowered program as data (the AST, positions, diagnostics),
        // its bytes, and the client of the Swift frontend. Links no parser.
        .target(name: "SwiftSubsetAST", dependencies: ["PackHash"], exclude: ["README.md"]),
        // The Swift frontend: the toolchain's SwiftParser, swiftc's syntax
        // errors, lowering to the AST. The only module that imports the
        // toolchain's syntax libraries, with the tools and tests that link
        // it directly.
        .target(
            name: "SwiftSubsetFrontend",
            dependencies: ["SwiftSubsetAST"],
            exclude: ["README.md"],
            swiftSettings: syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),
        // The frontend as a shared library, loaded by the executables only
        // when they must parse Swift (SwiftSubsetAST's FrontendLibrary):
        // one C entry point, bytes in and out. -Bsymbolic binds the
        // library's own copy of the AST's types to itself.
        .target(
            name: "StateLabFrontend",
            dependencies: ["SwiftSubsetFrontend"],
            swiftSettings: syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings + [.unsafeFlags(["-Xlinker", "-Bsymbolic"])]
        ),
        // Foundation's internationalized half (dates, time zones, numbers,
        // locale-aware comparison: ICU) as a shared library the executables
        // load only when a program needs it (SwiftSubsetAST's
        // FoundationBridge), and the service process that loads it.
        // Nothing else StateLab ships links any of Foundation: JSON and
        // files are StateLab's own (JSONCoding, FileSystem).
        .target(
            name: "StateLabFoundation",
            dependencies: ["SwiftSubsetAST"],
            linkerSettings: [.unsafeFlags(["-Xlinker", "-Bsymbolic"])]
        ),
        .target(
            name: "SwiftSubset",
            dependencies: ["SwiftSubsetAST", "Scheduling", "EventTrace", "JSONCoding"],
            exclude: ["README.md"],
            // The evaluator moves values out of their storage while it
            // mutates them (see LValue), so no access overlaps; dynamic
            // exclusivity checks would only cost time.
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"])]
        ),
        .target(
            name: "LiveRuntime",
            dependencies: ["SwiftSubset", "ViewGraph", "Scheduling", "EventTrace"],
            exclude: ["README.md"]
        ),
        // A lesson file's Markdown and fields, read below what they mean:
        // the course and the build-time embedder share these parsers.
        .target(name: "LessonMarkup", dependencies: ["CMark"], exclude: ["README.md"]),
        .target(
            name: "Course",
            dependencies: ["LiveRuntime", "LessonMarkup", "PackHash", "JSONCoding", "FileSystem"],
            exclude: ["README.md"]
        ),
        .target(
            name: "Console",
            dependencies: ["Course", "BuiltinLessons", "LiveRuntime", "CEditLineBridge", "FileSystem"]
        ),
        // The executables parse Swift through the frontend library, and
        // ask Foundation's formatting of its library, built beside them by
        // `swift build` (the products StateLabFrontend, StateLabFoundation).
        // On Linux the Swift runtime is linked in statically: a process
        // starts in about half the time, with no shared Swift libraries to
        // load and relocate (README "Architecture": start-up). A library
        // built on the shared runtime cannot be loaded into it, so the
        // frontend and Foundation's formatting answer from a service
        // process, statelab-service, which loads them (ServiceProcess).
        .executableTarget(
            name: "statelab",
            dependencies: ["Console"],
            linkerSettings: statelabLinkerSettings
        ),
        .executableTarget(
            name: "StateLabService",
            dependencies: ["SwiftSubsetAST"]
        ),
        .executableTarget(
            name: "StateLabBench",
            dependencies: ["SwiftSubset", "SwiftSubsetAST", "LiveRuntime", "Course", "BuiltinLessons"],
            path: "Benchmarks/StateLabBench"
        ),
        // The fuzz target (docs/ROBUSTNESS.md): plain builds replay inputs;
        // -sanitize=fuzzer -DSTATELAB_LIBFUZZER builds it for libFuzzer.
        .executableTarget(
            name: "StateLabFuzz",
            dependencies: ["Course", "SwiftSubsetFrontend"],
            path: "Fuzz/StateLabFuzz",
            swiftSettings: syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),

        // MARK: Tests
        // Tests reach the frontend library as the executables do; the
        // frontend's own tests also call it in their process.
        .target(name: "CPseudoTerminal"),
        // Saves progress in a loop, for the crash-safety tests to kill.
        .executableTarget(name: "ProgressHammer", dependencies: ["Course"], path: "Tests/Tools/ProgressHammer"),
        .target(
            name: "StateLabTestSupport",
            dependencies: ["SwiftSubset", "LiveRuntime", "Course", "Console", "CPseudoTerminal"]
        ),
        .testTarget(name: "SchedulingTests", dependencies: ["Scheduling"]),
        .testTarget(name: "JSONCodingTests", dependencies: ["JSONCoding"]),
        .testTarget(name: "FileSystemTests", dependencies: ["FileSystem"]),
        .testTarget(name: "ViewGraphTests", dependencies: ["ViewGraph", "Scheduling", "EventTrace"]),
        .testTarget(name: "SwiftSubsetTests", dependencies: ["SwiftSubset", "SwiftSubsetFrontend", "StateLabTestSupport"],
                    exclude: ["Golden"],
                    swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
        .testTarget(name: "SwiftSubsetFrontendTests",
                    dependencies: ["SwiftSubsetAST", "SwiftSubsetFrontend", "BuiltinLessons", "StateLabTestSupport"],
                    swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
        .testTarget(name: "LiveRuntimeTests", dependencies: ["LiveRuntime", "StateLabTestSupport"]),
        .testTarget(name: "CourseTests", dependencies: ["Course", "BuiltinLessons", "PackHash", "StateLabTestSupport", "ProgressHammer"]),
        .testTarget(name: "ConsoleTests", dependencies: ["Console", "EventTrace", "StateLabTestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["StateLabTestSupport"],
                    exclude: ["Transcripts", "Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)

// Every target compiled into `statelab` (and, since it costs nothing, every
// other) gets the function sections the link order needs.
for target in package.targets where [.regular, .executable, .test].contains(target.type) {
    target.swiftSettings = (target.swiftSettings ?? []) + [functionSectionsSwift]
    target.cSettings = (target.cSettings ?? []) + [functionSectionsC]
}

/// Every module the `statelab` executable links reaches a concrete generic
/// type's metadata (`[String: TypeInfo]`, `Set<Key>`…) through an accessor
/// function the compiler writes, which hands the runtime the type's
/// arguments and their conformances directly. By default the compiler
/// emits the type's mangled name instead, and the runtime demangles it,
/// looks up the type descriptors and scans every conformance record for
/// the requirements (`Hashable` for a dictionary's key) the first time
/// each one is used — in every process, once per type: 16% of a grade
/// process went there. With accessors a `statelab grade` of one exercise
/// takes 0.93x the CPU (timed in alternating pairs, machine loaded), for
/// 100 KB more code.
let metadataAccessorTargets: Set<String> = [
    "Scheduling", "JSONCoding", "EventTrace", "FileSystem", "ViewGraph", "PackHash",
    "SwiftSubsetAST", "SwiftSubset", "LiveRuntime", "LessonMarkup", "Course",
    "BuiltinLessons", "Console", "statelab",
]
for target in package.targets where metadataAccessorTargets.contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? [])
        + [.unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])]
}
