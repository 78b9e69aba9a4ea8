/// Whether the compiler makes the refusals that only a checker makes: every
/// `check…` and `refuse…` method (the table in README "What is refused"; not
/// the static `checkedByBuilder`, which wraps code a builder runs) starts with
/// `guard Compiler.refuses`, and a new one must too. Always true in StateLab. A
/// build of `statelab-bench` with `-Xswiftc -DSTATELAB_BENCH_NO_REFUSALS`
/// (README "Checking's cost") makes it false, so that those functions return at
/// once as if they refused nothing, and the instructions a lesson's load saves
/// are what they cost: checking's lower bound. Such a build accepts programs
/// swiftc refuses; nothing but the benchmark is built that way.
extension Compiler {
    #if STATELAB_BENCH_NO_REFUSALS
    static let refuses = false
    #else
    static let refuses = true
    #endif
}
