-- Neovim headless smoke test for `higtype lsp` (NeovimSmokeTests.swift runs it):
--   HIGTYPE_BIN=.build/debug/higtype nvim --headless --clean -u NONE -c 'luafile neovim-smoke.lua' FILE
-- Starts the server for the buffer, waits for its diagnostics and prints each as
-- `line:col code message` (0-based, as vim.diagnostic.get() gives them), asks for a definition
-- when HIGTYPE_DEFINITION is set, then quits.
-- vim.lsp.start_client works from Neovim 0.7 (Debian 12's) on; vim.lsp.start is 0.8's.
local file = vim.api.nvim_buf_get_name(0)
local client = vim.lsp.start_client({
  name = "higtype",
  cmd = { os.getenv("HIGTYPE_BIN"), "lsp" },
  root_dir = vim.fn.fnamemodify(file, ":h"),
})
if client == nil then
  io.stdout:write("error: the client did not start\n")
  vim.cmd("cquit 1")
end
vim.lsp.buf_attach_client(0, client)
local got = vim.wait(20000, function() return #vim.diagnostic.get(0) > 0 end, 50)
if not got then io.stdout:write("error: no diagnostics within 20 s\n") end
for _, d in ipairs(vim.diagnostic.get(0)) do
  io.stdout:write(string.format("%d:%d %s %s %s\n", d.lnum, d.col, d.source or "", d.code or "", d.message))
end
-- Go to definition at the position HIGTYPE_DEFINITION names ("line:character", 0-based UTF-16),
-- printed as `definition FILE line:character` for each location.
local at = os.getenv("HIGTYPE_DEFINITION")
if at then
  local line, character = at:match("(%d+):(%d+)")
  local params = { textDocument = { uri = vim.uri_from_bufnr(0) }, position = { line = tonumber(line), character = tonumber(character) } }
  local responses = vim.lsp.buf_request_sync(0, "textDocument/definition", params, 10000) or {}
  for _, response in pairs(responses) do
    for _, location in ipairs(response.result or {}) do
      io.stdout:write(string.format("definition %s %d:%d\n", vim.fn.fnamemodify(vim.uri_to_fname(location.uri), ":t"),
        location.range.start.line, location.range.start.character))
    end
  end
end
vim.lsp.stop_client(client)
vim.wait(2000, function() return vim.lsp.get_client_by_id(client) == nil end, 50)
vim.cmd("qa!")
