#!/usr/bin/env bash
# Takes docs/images/editor.png: Neovim, in an xterm on a virtual X display, with `higtype lsp`
# attached to a token file that breaks a rule. The picture shows the server's diagnostics (Neovim's
# diagnostic float) and its hover table for the token's text style; scripts/editor-screenshot.lua
# drives Neovim. Needs Xvfb, xterm, xwd, netpbm and Neovim (Debian: xvfb xterm x11-apps netpbm
# neovim fonts-dejavu-core). Usage: scripts/editor-screenshot.sh [HIGTYPE_BINARY]   (make editor-screenshot)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
bin=$(realpath "${1:-.build/debug/higtype}")
for tool in Xvfb xterm xwd xwdtopnm pnmtopng nvim; do
    command -v "$tool" >/dev/null || { echo "editor-screenshot: $tool is missing (apt-get install xvfb xterm x11-apps netpbm neovim fonts-dejavu-core)" >&2; exit 1; }
done

tmp=$(mktemp -d)
display=:$((50 + RANDOM % 50))
cleanup() { kill "${xvfb:-}" "${term:-}" 2>/dev/null || true; rm -rf "$tmp"; }
trap cleanup EXIT
cat >"$tmp/app.tokens.json" <<'JSON'
{
  "$extensions": { "dev.higtype": { "platforms": ["ios"] } },
  "type": {
    "$type": "typography",
    "body": { "$value": { "textStyle": "body" } },
    "note": {
      "$description": "Small print under a form.",
      "$value": { "textStyle": "caption2", "fontWeight": "thin" }
    }
  }
}
JSON

Xvfb "$display" -screen 0 1400x900x24 >/dev/null 2>&1 &
xvfb=$!
sleep 1
(cd "$tmp" && DISPLAY=$display HIGTYPE_BIN=$bin HIGTYPE_LINE=8 HIGTYPE_READY=$tmp/ready TERM=xterm-256color \
    xterm -T higtype-shot -geometry 146x30+0+0 -fa 'DejaVu Sans Mono' -fs 11 -bg '#1e1e2e' -fg '#cdd6f4' \
    -e nvim --clean -u NONE -c 'syntax on' -c "luafile $root/scripts/editor-screenshot.lua" app.tokens.json) &
term=$!
for _ in $(seq 1 60); do [ -f "$tmp/ready" ] && break; sleep 0.5; done
[ "$(cat "$tmp/ready" 2>/dev/null)" = hover ] || { echo "editor-screenshot: Neovim showed no hover" >&2; exit 1; }
sleep 1
DISPLAY=$display xwd -name higtype-shot -silent | xwdtopnm 2>/dev/null | pnmtopng -compression 9 >docs/images/editor.png
echo "wrote docs/images/editor.png"
