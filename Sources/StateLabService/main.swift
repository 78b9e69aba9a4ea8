// statelab-service: answers the requests of a statelab process whose
// Swift runtime is linked statically, with a library that cannot be
// loaded into it (SwiftSubsetAST's ServiceProcess): `statelab-service
// StateLabFrontend` is the Swift frontend, `statelab-service
// StateLabFoundation` Foundation's formatting. It loads the library
// beside it and answers frames on its standard input and output until
// that input ends. It is started by statelab, not by people.
import SwiftSubsetAST

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 1, let kind = OnDemandLibrary.Kind.named(arguments[0]) else {
    let known = OnDemandLibrary.Kind.all.map(\.product).joined(separator: " | ")
    let usage = "usage: \(ServiceProcess.executableName) \(known)\n"
        + "Started by statelab: it answers requests framed on standard input and output.\n"
    _ = usage.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
    exit(2)
}
let library = OnDemandLibrary(path: OnDemandLibrary.executableFolder() + "/" + kind.fileName, kind: kind)
ServiceProcess.serve(library)
exit(0)
