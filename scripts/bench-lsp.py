#!/usr/bin/env python3
"""Times `higtype lsp` as an editor drives it over stdio (make bench; issue 26's targets).

- A 1,000-token file (scripts/synthetic-manifest.py): each didChange alternates one token's text
  style; timed from writing the change to reading its publishDiagnostics. Target: 50 ms.
- A 100-line Swift file with a fixed size every fifth line, changed the same way. Target: 10 ms.
- The server's resident memory (VmRSS) after 10, 100 and 1,000 edits of the token file: flat.
Usage: bench-lsp.py BINARY [EDITS]   (EDITS defaults to 1000)
"""
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

binary = sys.argv[1]
edits = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
here = os.path.dirname(os.path.abspath(__file__))


class Client:
    def __init__(self, root):
        self.process = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.next_id = 1
        self.request("initialize", {"processId": None, "rootUri": "file://" + root, "capabilities": {}})
        self.notify("initialized", {})

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def read(self):
        length = None
        while True:
            line = self.process.stdout.readline()
            if line in (b"\r\n", b""):
                break
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def request(self, method, params):
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        self.next_id += 1
        while "id" not in (message := self.read()):
            pass
        return message

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def published(self, uri, version):
        """Reads messages until the diagnostics of `uri` at `version` arrive."""
        while True:
            message = self.read()
            params = message.get("params", {})
            if message.get("method") == "textDocument/publishDiagnostics" and params.get("uri") == uri \
                    and params.get("version") == version:
                return params["diagnostics"]

    def rss_kib(self):
        with open("/proc/%d/status" % self.process.pid) as status:
            return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))

    def close(self):
        self.request("shutdown", None)
        self.notify("exit", None)
        self.process.wait(timeout=10)


def timed_edits(client, uri, texts, count, on_edit=None):
    client.notify("textDocument/didOpen",
                  {"textDocument": {"uri": uri, "languageId": "json", "version": 0, "text": texts[0]}})
    client.published(uri, 0)
    times = []
    for version in range(1, count + 1):
        start = time.perf_counter()
        client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                                 "contentChanges": [{"text": texts[version % 2]}]})
        client.published(uri, version)
        times.append((time.perf_counter() - start) * 1000)
        if on_edit:
            on_edit(version)
    return times


def row(name, times, target):
    ordered = sorted(times)
    p95 = ordered[int(len(ordered) * 0.95) - 1]
    print("%-34s %8d %9.2f %9.2f %9.2f %9s" % (
        name, len(times), statistics.median(times), p95, max(times), target))


with tempfile.TemporaryDirectory() as root:
    tokens = os.path.join(root, "bench.tokens.json")
    subprocess.run([sys.executable, os.path.join(here, "synthetic-manifest.py"), "1000", tokens], check=True)
    with open(tokens) as file:
        token_text = file.read()
    # The first "headline" style becomes "body" on every other edit.
    token_texts = [token_text, token_text.replace('"headline"', '"body"', 1)]
    lines = ["import SwiftUI", "", "struct Screen: View {", "    var body: some View {", "        VStack {"]
    while len(lines) < 97:
        n = len(lines)
        lines.append('            Text("row %d").font(.system(size: %d))' % (n, 11 + n % 9) if n % 5 == 0
                     else '            Text("row %d").font(.body)' % n)
    lines += ["        }", "    }", "}"]
    swift_texts = ["\n".join(lines) + "\n", "\n".join(lines).replace("size: 1", "size: 2", 1) + "\n"]

    client = Client(root)
    memory = {}

    def sample(version):
        if version in (10, 100, 1000, edits):
            memory[version] = client.rss_kib()

    token_times = timed_edits(client, "file://" + tokens, token_texts, edits, sample)
    swift_times = timed_edits(client, "file://" + os.path.join(root, "Screen.swift"), swift_texts, min(edits, 300))
    client.close()

print("higtype lsp, re-check to publishDiagnostics (stdio, one client, %d edits)" % edits)
print("%-34s %8s %9s %9s %9s %9s" % ("document", "edits", "median ms", "p95 ms", "max ms", "target"))
row("1,000-token file", token_times[10:], "50 ms")
row("100-line Swift file", swift_times[10:], "10 ms")
print("resident memory: " + ", ".join("%s MiB after %d edits" % (format(kib / 1024, ".1f"), n)
                                      for n, kib in sorted(memory.items())))
