let ok = Font.system(size: 10)
let s = "unterminated .system(size: 11)
let t = Font.system(size: 12)
/* open comment Font.system(size: 13)
