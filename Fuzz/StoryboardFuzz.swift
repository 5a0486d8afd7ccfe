// libFuzzer target for the audit's reading of storyboards and XIBs (Interface Builder's XML).
// Built by `make fuzz-build` against the library targets, compiled under the sanitizers; it uses
// their public API only. Never part of the package.
import HigTypeAudit
import HigTypeCore
import HigTypeKit

/// One input is one storyboard (its bytes as they are).
///
/// Besides crashing or hanging, an input fails when:
/// - a diagnostic's position is not 1-based inside the file, or a fix-it's range is not inside
///   it, ends before it starts, or its replacement is empty;
/// - the file with every fix-it applied (each alone, on the original) does not audit again
///   without a crash, or still has a finding at the fixed element with a fix-it.
/// A small Swift project beside every input, so that the checks that read the project's code
/// (outlets set or shown in code, hidden views, unused prototype cells) run: classes `Owner` and
/// `Cell`, a dequeue by identifier, a style closure, outlets shown and given text.
let storyboardFuzzProject = SwiftFontHelpers.index([
    Array(
        """
        let titleStyle: (UILabel) -> Void = { $0.font = .preferredFont(forTextStyle: .body) }
        final class Owner: UITableViewController {
            @IBOutlet weak var label: UILabel!
            @IBOutlet weak var shown: UILabel!
            override func viewDidLoad() {
                titleStyle(label)
                shown.isHidden = false
                shown.text = "Cell\(1)"
                _ = tableView.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath())
            }
        }
        final class Cell: UITableViewCell {}
        """.utf8)
])

@_cdecl("LLVMFuzzerTestOneInput")
public func storyboardFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let lines = bytes.filter { $0 == 0x0A }.count + 1
    var auditor = Auditor()
    auditor.helpers = storyboardFuzzProject
    for d in auditor.audit(bytes, path: "fuzz.storyboard", language: .interfaceBuilder).diagnostics {
        guard let l = d.location, l.line >= 1, l.line <= lines, l.column >= 1, l.offset >= 0, l.offset <= bytes.count
        else {
            fatalError("diagnostic outside the file: \(d)")
        }
        guard let fix = d.fixIt else { continue }
        let start = fix.range.start.offset
        let end = fix.range.end.offset
        guard start >= 0, start <= end, end <= bytes.count, !fix.replacement.isEmpty else {
            fatalError("fix-it out of range: \(d)")
        }
        let fixed = Array(bytes[..<start]) + Array(fix.replacement.utf8) + Array(bytes[end...])
        let again = auditor.audit(fixed, path: "fuzz.storyboard", language: .interfaceBuilder).diagnostics
        // The finding the fix-it was for starts at the same offset (the edit ends there or after it).
        let shift = fix.replacement.utf8.count - (end - start)
        let moved = l.offset >= end ? l.offset + shift : nil
        if let moved, again.contains(where: { $0.location?.offset == moved && $0.id == d.id && $0.fixIt != nil }) {
            fatalError("fix-it did not fix: \(d)")
        }
    }
    return 0
}
