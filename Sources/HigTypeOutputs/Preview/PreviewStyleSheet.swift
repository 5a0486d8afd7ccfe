import HigTypeCompiler
import HigTypeCore
import HigTypeSpec
import Mustache

/// The preview page's own style sheet, inlined into every page. The page chrome uses the
/// system UI font; only the samples use the tokens' stacks, set inline on each sample.
enum PreviewStyleSheet {
    static let css = #"""
        :root {
          --ink: #1d1d1f; --muted: #6e6e73; --faint: #86868b; --line: #e3e3e8; --paper: #f5f5f7; --card: #ffffff;
          --accent: #0066cc; --guide: rgba(0, 102, 204, 0.14);
          --error: #c4001a; --error-bg: #ffe8ea; --warning: #9a4b00; --warning-bg: #fff1dc; --note: #3a3a3c; --note-bg: #ececf0;
          color-scheme: light;
        }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--paper); color: var(--ink);
          font: 14px/1.45 system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif; }
        .page { max-width: 1120px; margin: 0 auto; padding: 28px 28px 72px; }
        code, .location, .num, .ladder-numbers, .flag { font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace; }

        .masthead { margin-bottom: 20px; }
        .kicker { margin: 0; color: var(--muted); font-size: 12px; font-weight: 600; letter-spacing: 0.06em; text-transform: uppercase; }
        .masthead h1 { margin: 2px 0 6px; font-size: 26px; line-height: 32px; font-weight: 700; overflow-wrap: anywhere; }
        .manifest-description { margin: 0 0 14px; color: var(--muted); max-width: 760px; }
        .summary { display: flex; flex-wrap: wrap; gap: 8px; margin: 12px 0 10px; }
        .count { padding: 4px 12px; border-radius: 999px; font-weight: 600; font-size: 13px; background: var(--card); border: 1px solid var(--line); }
        .count.errors { background: var(--error-bg); color: var(--error); border-color: transparent; }
        .count.warnings { background: var(--warning-bg); color: var(--warning); border-color: transparent; }
        .count.zero { background: var(--card); color: var(--muted); border-color: var(--line); }
        .count.clean { background: #e4f6e8; color: #1b6b2f; border-color: transparent; }
        .flagged-tokens { display: flex; flex-wrap: wrap; gap: 6px 12px; margin: 0 0 10px; color: var(--muted); font-size: 13px; }
        .flagged-tokens a { text-decoration: none; font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace; font-size: 12px; }
        .flagged-tokens a.error { color: var(--error); }
        .flagged-tokens a.warning { color: var(--warning); }
        .text-scale-control { position: sticky; top: 0; z-index: 1; display: flex; flex-wrap: wrap; align-items: center; gap: 6px 12px;
          margin: 0 0 10px; padding: 8px 12px; background: var(--card); border: 1px solid var(--line); border-radius: 10px; font-size: 13px; }
        .text-scale-control label { font-weight: 600; }
        .text-scale-control input { flex: 1 1 240px; }
        .text-scale-control output { font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace; min-width: 3em; }
        .text-scale-help { color: var(--muted); font-size: 12px; flex-basis: 100%; }
        .platforms { display: flex; gap: 16px; font-size: 13px; }
        .platforms a { color: var(--accent); text-decoration: none; }

        .banner { background: var(--card); border: 1px solid var(--line); border-left: 4px solid var(--error); border-radius: 12px;
          padding: 14px 20px; margin: 0 0 24px; }
        .banner h2 { margin: 0 0 6px; font-size: 15px; }

        .badges { list-style: none; margin: 10px 0 4px; padding: 0; display: flex; flex-direction: column; gap: 6px; }
        .badge { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 8px; padding: 6px 10px; border-radius: 8px; font-size: 13px; }
        .badge.error { background: var(--error-bg); color: var(--error); }
        .badge.warning { background: var(--warning-bg); color: var(--warning); }
        .badge.note { background: var(--note-bg); color: var(--note); }
        .badge .severity { font-size: 10px; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase;
          padding: 1px 6px; border-radius: 4px; color: #fff; }
        .badge.error .severity { background: var(--error); }
        .badge.warning .severity { background: var(--warning); }
        .badge.note .severity { background: var(--note); }
        .badge .rule { font-weight: 600; font-size: 12px; }
        .badge .message { color: var(--ink); flex: 1 1 320px; }
        .badge .where { font-weight: 600; font-size: 12px; }
        .badge .location, .badge .note { color: var(--muted); font-size: 11px; }
        .badge .note { flex-basis: 100%; }

        .platform { margin-top: 32px; }
        .platform-head { display: flex; align-items: baseline; gap: 14px; border-bottom: 2px solid var(--ink); padding-bottom: 6px; }
        .platform-head h2 { margin: 0; font-size: 22px; }
        .platform-facts { margin: 0; color: var(--muted); font-size: 13px; }

        .ladder { background: var(--card); border-radius: 12px; padding: 14px 20px 10px; margin: 16px 0; border: 1px solid var(--line); }
        .ladder h3, .hero-label { margin: 0 0 6px; color: var(--muted); font-size: 12px; font-weight: 600; letter-spacing: 0.04em; text-transform: uppercase; }
        .ladder ol { list-style: none; margin: 0; padding: 0; }
        .ladder a { display: flex; align-items: baseline; gap: 16px; color: inherit; text-decoration: none; border-top: 1px solid var(--line); }
        .ladder li:first-child a { border-top: 0; }
        .ladder a:hover { background: var(--paper); }
        .ladder-numbers { flex: 0 0 72px; color: var(--faint); font-size: 11px; text-align: right; }
        .ladder-sample { flex: 1; min-width: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }

        .token { background: var(--card); border-radius: 12px; border: 1px solid var(--line); padding: 16px 20px 18px; margin: 14px 0; }
        .token.has-errors { border-left: 4px solid var(--error); }
        .token.has-warnings { border-left: 4px solid #e08a00; }
        .token-head { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 14px; }
        .token-name { margin: 0; font: 600 15px/1.3 ui-monospace, "SF Mono", Menlo, Consolas, monospace; overflow-wrap: anywhere; }
        .token-kind { margin: 0; color: var(--muted); font-size: 13px; }
        .description, .missing { margin: 8px 0 0; color: var(--muted); }
        .missing { font-style: italic; }

        .hero { display: grid; grid-template-columns: minmax(0, 1fr) 300px; gap: 24px; align-items: start; margin-top: 12px; }
        .hero-sample { margin: 0; overflow-wrap: anywhere;
          background-image: repeating-linear-gradient(to bottom, transparent 0, transparent calc(var(--lh) - 1px), var(--guide) calc(var(--lh) - 1px), var(--guide) var(--lh)); }
        .numbers { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 3px 12px; font-size: 12px; }
        .numbers div { display: contents; }
        .numbers dt { color: var(--muted); }
        .numbers dd { margin: 0; font-weight: 500; overflow-wrap: anywhere; }
        .numbers div:last-child dd { font: 11px/1.4 ui-monospace, "SF Mono", Menlo, Consolas, monospace; color: var(--muted); }

        .scale { width: 100%; border-collapse: collapse; margin-top: 14px; font-size: 12px; table-layout: fixed; }
        .scale th, .scale td { text-align: left; vertical-align: middle; padding: 2px 8px; border-top: 1px solid var(--line); }
        .scale thead th { color: var(--muted); font-weight: 600; font-size: 11px; border-top: 0; padding-bottom: 4px; white-space: nowrap; }
        .scale thead th:nth-child(1) { width: 150px; }
        .scale thead th:nth-child(2) { width: 128px; }
        .scale thead th:nth-child(3) { width: 56px; }
        .scale thead th:nth-child(4) { width: 96px; }
        .scale tbody th { font-weight: 500; }
        .scale .num { color: var(--muted); white-space: nowrap; }
        .scale tr.default { background: #eef5ff; }
        .scale tr.default .num, .scale tr.default th { color: var(--ink); font-weight: 600; }
        .scale tr.flagged.error { background: var(--error-bg); }
        .scale tr.flagged.warning { background: var(--warning-bg); }
        .tag, .flag { display: inline-block; margin-left: 6px; padding: 0 5px; border-radius: 4px; font-size: 10px; font-weight: 600; }
        .tag { background: var(--accent); color: #fff; }
        .flag { background: var(--card); color: var(--error); border: 1px solid currentColor; }
        .flagged.warning .flag { color: var(--warning); }
        .sample { margin: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        @media (max-width: 760px) { .hero { grid-template-columns: 1fr; } }
        """#
}
