import Foundation
import HigTypeTestSupport
import Testing

/// The browser harness against stand-in browsers (shell scripts), so what it does when Chromium
/// hangs is tested without one: a browser that wrote its whole DOM and then hung is taken at
/// its word; one that wrote nothing is tried again, then reported with every attempt's log.
/// The stand-ins hang for ten minutes, far past any deadline: under a loaded test run the
/// harness's polling may wake many seconds late, and a shorter hang could end by itself first.
@Suite struct ChromiumHarnessTests {
    /// Writes `script` as an executable stand-in browser in `folder`.
    private func browser(_ script: String, in folder: TemporaryFolder) throws -> String {
        folder.write("browser", "#!/bin/sh\n" + script + "\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.file("browser"))
        return folder.file("browser")
    }

    @Test func aBrowserThatHangsAfterWritingItsDOMGivesThatDOM() throws {
        let folder = TemporaryFolder()
        let fake = try browser(#"echo '<html><body><pre id="out">{}</pre></body></html>'; exec sleep 600"#, in: folder)
        let dom = try Chromium.dumpDOM(
            fake, page: folder.file("page.html"), folder: folder, deadline: .seconds(5))
        #expect(dom == "<html><body><pre id=\"out\">{}</pre></body></html>\n")
        #expect(folder.read("dom.html.1.log") != nil)
        #expect(folder.read("dom.html.2.log") == nil, "the DOM was whole after the first attempt; no second one")
    }

    @Test func aBrowserThatHangsBeforeWritingIsTriedAgainThenReported() throws {
        let folder = TemporaryFolder()
        let fake = try browser(#"echo "attempt started" >&2; exec sleep 600"#, in: folder)
        let error = #expect(throws: Chromium.Failure.self) {
            try Chromium.dumpDOM(fake, page: folder.file("page.html"), folder: folder, deadline: .seconds(5))
        }
        #expect(
            error?.description
                == "chromium did not finish within 5.0 seconds, 2 times; killed it each time. Its logs:\n"
                + "attempt 1:\nattempt started\n\nattempt 2:\nattempt started\n")
    }

    @Test func aBrowserThatFailsOnceIsNotTriedAgain() throws {
        let folder = TemporaryFolder()
        let fake = try browser(#"echo "crashed" >&2; exit 3"#, in: folder)
        let error = #expect(throws: Chromium.Failure.self) {
            try Chromium.dumpDOM(fake, page: folder.file("page.html"), folder: folder, deadline: .seconds(5))
        }
        #expect(error?.description == "chromium exited with status 3 and dumped no DOM. Its log:\ncrashed\n")
    }
}
