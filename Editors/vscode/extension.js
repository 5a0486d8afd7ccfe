// A minimal client for `higtype lsp`: starts the server over stdio for JSON, Swift and CSS
// files. The server decides which files it checks (token files by name, Swift, CSS).
const vscode = require("vscode");
const { LanguageClient, TransportKind } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration("higtype").get("path") || "higtype";
  const server = { command, args: ["lsp"], transport: TransportKind.stdio };
  client = new LanguageClient(
    "higtype",
    "higtype",
    { run: server, debug: server },
    {
      documentSelector: [
        { scheme: "file", language: "json" },
        { scheme: "file", language: "jsonc" },
        { scheme: "file", language: "swift" },
        { scheme: "file", language: "css" },
      ],
    }
  );
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
