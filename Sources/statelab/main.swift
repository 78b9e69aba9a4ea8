// statelab: parse the arguments and dispatch; the Console module does the rest.
import Console

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(StateLabCommandLine.main(arguments: Array(CommandLine.arguments.dropFirst())))
