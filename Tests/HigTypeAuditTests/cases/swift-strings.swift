import SwiftUI

let plain = "Font.system(size: 12) \" .system(size: 13)"
let multi = """
    UIFont.systemFont(ofSize: 14)
    "quoted" .system(size: 15) \"""
    """
let raw = #"raw \(x) "still" .system(size: 16)"#
let rawer = ##"a "# .system(size: 17) "##
let interpolated = "\(foo(")", .system(size: 18))) and \(bar("\(baz(")"))"))"
let rawInterpolation = #"\#(Font.system(size: 19)) \(.system(size: 20))"#
let commentInInterpolation = "\(x /* ) */) .system(size: 21)"
let after = Font.system(size: 22)
let é = "é"; let unicode = Font.system(size: 23)
