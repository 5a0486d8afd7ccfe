import HigTypeCLI

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

// A thin shell: parse nothing here, print what the tool produced, exit with its status.
// A closed pipe or a full disk on stdout or stderr must not kill the process with SIGPIPE or a
// trap after the work is done: the signal is ignored and `emit` checks every write.
signal(SIGPIPE, SIG_IGN)
let colored = isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
let result = HigTypeTool.run(
    Array(CommandLine.arguments.dropFirst()),
    environment: ToolEnvironment(colorDiagnostics: colored, invokedAs: CommandLine.arguments.first))
exit(result.emit())
