import AppKit

let a = NSFont.systemFont(ofSize: 13)
let b = NSFont.boldSystemFont(ofSize: 13)
let c = NSFont.monospacedSystemFont(ofSize: 11, weight: .regular)
let d = NSFont(name: "Brand", size: 22)
field.font = .systemFont(ofSize: 17, weight: .semibold)
let ok = NSFont.preferredFont(forTextStyle: .body)
