import UIKit

let a = UIFont.systemFont(ofSize: 17)
let b = UIFont.systemFont(ofSize: 17, weight: .semibold)
let c = UIFont.boldSystemFont(ofSize: 13)
let d = UIFont.italicSystemFont(ofSize: 15)
let e = UIFont.monospacedSystemFont(ofSize: 12, weight: .regular)
let f = UIFont.monospacedDigitSystemFont(ofSize: 11, weight: .medium)
let g = UIFont(name: "Brand", size: 34)
let h = UIFont.init(name: "Brand", size: 20)
label.font = .systemFont(ofSize: 16)
let ok = UIFont.preferredFont(forTextStyle: .body)
