// The start-up baseline of PRODUCT.md section 10: a release-built Swift program that only imports
// Foundation and prints a line. threshold-bench times `threshold` against it in the same run.
import Foundation

print("baseline")
