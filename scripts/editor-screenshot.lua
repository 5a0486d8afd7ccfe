-- Drives Neovim for scripts/editor-screenshot.sh. It starts `higtype lsp` for the buffer and waits
-- for its diagnostics; opens Neovim's diagnostic float for line HIGTYPE_LINE and moves it to the
-- right; puts the cursor on that line's textStyle value and asks the server for a hover; and
-- writes HIGTYPE_READY once the hover window is open. Everything shown comes from the server.
vim.o.termguicolors = true
vim.cmd([[
  highlight Normal guibg=#1e1e2e guifg=#cdd6f4
  highlight NormalFloat guibg=#2a2b3d guifg=#cdd6f4
  highlight FloatBorder guibg=#2a2b3d guifg=#89b4fa
  highlight String guifg=#a6e3a1
  highlight Special guifg=#f9e2af
  highlight StatusLine guibg=#313244 guifg=#cdd6f4 gui=NONE
  highlight LineNr guifg=#6c7086
  highlight SignColumn guibg=#1e1e2e
]])
vim.o.number = true
vim.o.signcolumn = "yes"
vim.diagnostic.config({ virtual_text = false, signs = true, underline = true })
vim.lsp.handlers["textDocument/hover"] = vim.lsp.with(vim.lsp.handlers.hover, { border = "rounded" })
local file = vim.api.nvim_buf_get_name(0)
local client = vim.lsp.start_client({
  name = "higtype",
  cmd = { os.getenv("HIGTYPE_BIN"), "lsp" },
  root_dir = vim.fn.fnamemodify(file, ":h"),
})
vim.lsp.buf_attach_client(0, client)
vim.wait(20000, function() return #vim.diagnostic.get(0) > 0 end, 50)

local line = tonumber(os.getenv("HIGTYPE_LINE"))
local text = vim.api.nvim_buf_get_lines(0, line - 1, line, false)[1]
vim.api.nvim_win_set_cursor(0, { line, (text:find('"fontWeight"', 1, true)) })
local _, diagnostics = vim.diagnostic.open_float(0, {
  scope = "line", source = "always", border = "rounded", focus = false, close_events = {},
  header = "Diagnostics", max_width = 60,
  format = function(d) return string.format("%s [%s]", d.message, d.code) end,
})
if diagnostics then
  vim.api.nvim_win_set_config(diagnostics, { relative = "editor", row = line + 1, col = 82 })
  -- Neovim closes a buffer's previous preview window when it opens the next one: keep this one.
  pcall(vim.api.nvim_buf_del_var, 0, "lsp_floating_preview")
end

vim.api.nvim_win_set_cursor(0, { line, (text:find('"caption2"', 1, true)) + 1 })
vim.lsp.buf.hover()
local opened = vim.wait(10000, function()
  for _, window in ipairs(vim.api.nvim_list_wins()) do
    if window ~= diagnostics and vim.api.nvim_win_get_config(window).relative ~= "" then return true end
  end
  return false
end, 50)
vim.cmd("redraw!")
local ready = io.open(os.getenv("HIGTYPE_READY"), "w")
ready:write(opened and "hover\n" or "no hover\n")
ready:close()
