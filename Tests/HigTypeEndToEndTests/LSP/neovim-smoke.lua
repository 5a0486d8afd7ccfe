-- Neovim headless smoke test for `higtype lsp` (NeovimSmokeTests.swift runs it), through the
-- setup docs/editors.md gives for Neovim 0.7 and later, Editors/neovim/higtype.lua:
--   PATH=.build/debug:$PATH nvim --headless --clean -u NONE \
--     -c 'luafile Editors/neovim/higtype.lua' -c 'luafile neovim-smoke.lua' FILE
-- Sets the buffer's filetype (-u NONE detects none), so the setup's FileType autocommand starts
-- `higtype lsp` from PATH and attaches it; waits for the diagnostics and prints each as
-- `line:col code message` (0-based, as vim.diagnostic.get() gives them) and the client's root
-- folder; asks for a definition when HIGTYPE_DEFINITION is set; then quits.
vim.bo.filetype = "json"
local got = vim.wait(20000, function() return #vim.diagnostic.get(0) > 0 end, 50)
if not got then io.stdout:write("error: no diagnostics within 20 s\n") end
for _, d in ipairs(vim.diagnostic.get(0)) do
  io.stdout:write(string.format("%d:%d %s %s %s\n", d.lnum, d.col, d.source or "", d.code or "", d.message))
end
-- vim.lsp.get_active_clients is 0.7's name; later versions call it vim.lsp.get_clients.
local list = vim.lsp.get_clients or vim.lsp.get_active_clients
local client = nil
for _, c in ipairs(list()) do
  if c.name == "higtype" then
    client = c
    io.stdout:write("root " .. vim.fn.fnamemodify(c.config.root_dir, ":t") .. "\n")
  end
end
if client == nil then
  io.stdout:write("error: no higtype client\n")
  vim.cmd("cquit 1")
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
vim.lsp.stop_client(client.id)
vim.wait(2000, function() return vim.lsp.get_client_by_id(client.id) == nil end, 50)
vim.cmd("qa!")
