-- higtype lsp for Neovim 0.7 and later (Debian 12 ships 0.7.2, which has neither vim.lsp.start
-- nor vim.fs): one server per workspace root, started for JSON, Swift and CSS buffers. The root
-- is the nearest folder above the file that holds a higtype.json or a .git, else the file's own.
-- Load it from init.lua (dofile, or copy it into lua/ and require it).
local clients = {}

local function root_of(file)
  local folder = vim.fn.fnamemodify(file, ":p:h")
  local config = vim.fn.findfile("higtype.json", folder .. ";")
  local git = vim.fn.finddir(".git", folder .. ";")
  local from_config = config ~= "" and vim.fn.fnamemodify(config, ":p:h") or nil
  local from_git = git ~= "" and vim.fn.fnamemodify(git, ":p:h:h") or nil
  -- The nearer of the two: the longer path.
  if from_config and (not from_git or #from_config >= #from_git) then return from_config end
  return from_git or folder
end

vim.api.nvim_create_autocmd("FileType", {
  pattern = { "json", "swift", "css" },
  callback = function(args)
    local root = root_of(vim.api.nvim_buf_get_name(args.buf))
    local id = clients[root]
    if id == nil or vim.lsp.get_client_by_id(id) == nil then
      id = vim.lsp.start_client({ name = "higtype", cmd = { "higtype", "lsp" }, root_dir = root })
      clients[root] = id
    end
    if id then vim.lsp.buf_attach_client(args.buf, id) end
  end,
})
