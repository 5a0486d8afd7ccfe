import HigTypeKit

print("higtype")
