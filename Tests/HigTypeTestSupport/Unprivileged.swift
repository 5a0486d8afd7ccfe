import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a child without root's privileges, for the tests of permission errors (a read-only output
/// folder): root writes anywhere, so such a test run as root proves nothing, and CI runs as root.
/// As root, the child runs as `nobody` through util-linux's `setpriv`, in a folder handed to
/// `nobody`; as any other user it runs as that user. Root without `setpriv` is a missing input:
/// outside CI those tests skip saying so, under CI=true they fail.
public enum Unprivileged {
    /// `nobody`'s user and group ids on Debian and most Linux systems.
    public static let nobody: UInt32 = 65534

    public static let isRoot = getuid() == 0

    /// How a child drops root: `setpriv` on PATH, needed only when the tests run as root.
    public static let input: RequiredInput = {
        let setpriv = RequiredInput.tool(
            "setpriv", hint: "install util-linux, or run the tests as a user other than root",
            tests: "permission tests (root writes anywhere, so they run as nobody)")
        return isRoot
            ? setpriv
            : RequiredInput(name: "setpriv", location: "not needed", hint: setpriv.hint, tests: setpriv.tests)
    }()

    /// The command that runs `executable` with `arguments` without root's privileges.
    public static func command(_ executable: String, _ arguments: [String]) throws -> (String, [String]) {
        guard isRoot else { return (executable, arguments) }
        let setpriv = try input.require()
        return (setpriv, ["--reuid=\(nobody)", "--regid=\(nobody)", "--clear-groups", "--", executable] + arguments)
    }

    /// Hands `folder` and everything in it to the user the child runs as (nothing to do unless root).
    public static func hand(_ folder: String) {
        guard isRoot else { return }
        _ = chown(folder, nobody, nobody)
        let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        for name in files { _ = lchown(folder + "/" + name, nobody, nobody) }
    }
}
