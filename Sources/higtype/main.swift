import Foundation
import HigTypeCLI

// A thin shell: parse nothing here, print what the tool produced, exit with its status.
let colored = isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
let result = HigTypeTool.run(
    Array(CommandLine.arguments.dropFirst()), environment: ToolEnvironment(colorDiagnostics: colored))
FileHandle.standardOutput.write(Data(result.stdout.utf8))
FileHandle.standardError.write(Data(result.stderr.utf8))
exit(result.status)
