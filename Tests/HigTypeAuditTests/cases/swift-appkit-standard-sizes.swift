import AppKit

// AppKit's standard sizes are the system's own: not findings.
let body = NSFont.systemFont(ofSize: NSFont.systemFontSize)
let small = NSFont.boldSystemFont(ofSize: NSFont.smallSystemFontSize)
let label = NSFont.systemFont(ofSize: NSFont.labelFontSize)
let control = NSFont.systemFont(ofSize: NSFont.systemFontSize(for: .small))
// Any other expression still is.
let bigger = NSFont.systemFont(ofSize: NSFont.systemFontSize + 2)
