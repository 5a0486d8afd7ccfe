#!/usr/bin/env python3
"""Linear in what a token file makes large (issue 36): `higtype lsp` over stdio, each case at n
and 10 n, best of 3, with the ratio of the two times (linear is about 10 ×, quadratic 100 ×).

- publish: a token file of n tokens without a `$type` (one error each), one a line or all on one
  line, timed from didOpen to its publishDiagnostics; `higtype lint` of the same file beside it.
- completion: n number tokens each an alias of the next, completion asked after `"{`.
- hover: the same chain, hover on its head (every hop with its file and line).
Usage: bench-lsp-linear.py BINARY [TIMEOUT]   (TIMEOUT in seconds per answer, default 600;
an answer that takes longer is shown as "> TIMEOUT s" and ends that case)
"""
import json
import os
import select
import subprocess
import sys
import tempfile
import time

binary = sys.argv[1]
timeout = float(sys.argv[2]) if len(sys.argv) > 2 else 600.0


class Timeout(Exception):
    pass


class Client:
    def __init__(self):
        self.process = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL)
        self.buffer = b""
        self.next_id = 1
        self.request("initialize", {"processId": None, "rootUri": None, "capabilities": {}})
        self.notify("initialized", {})

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def fill(self, deadline):
        left = deadline - time.monotonic()
        if left <= 0 or not select.select([self.process.stdout], [], [], left)[0]:
            raise Timeout()
        chunk = os.read(self.process.stdout.fileno(), 1 << 20)
        if not chunk:
            raise EOFError("the server ended")
        self.buffer += chunk

    def read(self, deadline):
        while b"\r\n\r\n" not in self.buffer:
            self.fill(deadline)
        header, _, rest = self.buffer.partition(b"\r\n\r\n")
        length = int(header.split(b":")[1])
        self.buffer = rest
        while len(self.buffer) < length:
            self.fill(deadline)
        body, self.buffer = self.buffer[:length], self.buffer[length:]
        return json.loads(body)

    def request(self, method, params):
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        self.next_id += 1
        deadline = time.monotonic() + timeout
        while "id" not in (message := self.read(deadline)):
            pass
        return message

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def published(self, uri):
        deadline = time.monotonic() + timeout
        while True:
            message = self.read(deadline)
            if message.get("method") == "textDocument/publishDiagnostics" and message["params"]["uri"] == uri:
                return message["params"]["diagnostics"]

    def open(self, uri, text):
        self.notify("textDocument/didOpen",
                    {"textDocument": {"uri": uri, "languageId": "json", "version": 1, "text": text}})
        return self.published(uri)

    def close(self):
        self.process.kill()
        self.process.wait()


def untyped(n, one_line):
    separator = "," if one_line else ",\n"
    return "{" + separator.join('"t%d": {"$value": {"fontWeight": "bold"}}' % i for i in range(n)) + "}\n"


def chain(n):
    first = '{"x": {"$type": "number", "$value": "{'
    tokens = ['"t%d": {"$type": "number", "$value": %s}' % (i, "1" if i == n - 1 else '"{t%d}"' % (i + 1))
              for i in range(n)]
    return first + '"},\n' + ",\n".join(tokens) + "\n}\n", len(first)


def best(run):
    """Best of 3 seconds; None after a timeout."""
    times = []
    for _ in range(3):
        try:
            times.append(run())
        except Timeout:
            return None
    return min(times)


def publish(text):
    def run():
        client = Client()
        try:
            start = time.perf_counter()
            client.open("untitled:bench.tokens.json", text)
            return time.perf_counter() - start
        finally:
            client.close()
    return best(run)


def lint(text):
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "bench.tokens.json")
        with open(path, "w") as file:
            file.write(text)
        def run():
            start = time.perf_counter()
            subprocess.run([binary, "lint", path], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                           timeout=timeout)
            return time.perf_counter() - start
        return best(run)


def on_chain(n, method):
    text, cursor = chain(n)
    def run():
        client = Client()
        try:
            uri = "untitled:chain.tokens.json"
            client.open(uri, text)
            position = {"line": 0, "character": cursor} if method == "completion" else {"line": 1, "character": 2}
            start = time.perf_counter()
            client.request("textDocument/" + method, {"textDocument": {"uri": uri}, "position": position})
            return time.perf_counter() - start
        finally:
            client.close()
    return best(run)


def shown(seconds):
    return "> %d s" % timeout if seconds is None else "%.3f s" % seconds


def row(label, n, small, large):
    ratio = "%.1f ×" % (large / small) if small and large else "–"
    print("| %s | %s | %s | %s | %s |" % (label, n, shown(small), shown(large), ratio))


print("| higtype lsp | n | time at n | time at 10 n | ratio |")
print("|---|---:|---:|---:|---:|")
for one_line in (False, True):
    shape = "all on one line" if one_line else "one a line"
    small, large = untyped(4500, one_line), untyped(45000, one_line)
    label = "publish: n tokens without `$type` (%.1f MB at 10 n), %s" % (len(large) / 1e6, shape)
    row(label, "4,500", publish(small), publish(large))
    row("`higtype lint` of the same file", "4,500", lint(small), lint(large))
for method in ("completion", "hover"):
    what = "completion after `\"{`" if method == "completion" else "hover on the chain's head"
    row("%s: n number tokens, each an alias of the next" % what, "2,000", on_chain(2000, method),
        on_chain(20000, method))
