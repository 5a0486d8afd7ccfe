#!/bin/sh
# make test's runner: runs the command it is given (`swift test …`) with its output passed through,
# then prints a closing line that counts the tests Swift Testing reported as passed, failed and
# skipped, and the suites it skipped whole. A suite whose input is missing (../shared, Chromium,
# pre-commit) is skipped outside CI, and Swift Testing's own closing line still says the run
# passed; this line says how much of it did not run. Exits with the command's status.
#
#   scripts/test-summary.sh swift test --filter MustacheTests
set -u
log=$(mktemp "${TMPDIR:-/tmp}/higtype-test.XXXXXX") || exit 1
trap 'rm -f "$log"' EXIT
exec 3>&1
status=$( { { "$@" 2>&1; echo $? >&4; } | tee "$log" >&3; } 4>&1 )
# Swift Testing's lines: a symbol, then "Test NAME passed after 0.001 seconds.", "… failed after
# … with 2 issues.", "Test NAME skipped: \"why\"", "Suite NAME skipped: …" (each test of a
# skipped suite gets its own skipped line too); its run line and test-case lines are left out.
awk -v status="$status" '
    /^[^ ]+ Test run with / { next }
    /^[^ ]+ Test case / { next }
    /^[^ ]+ Test .* passed after [0-9.]+ seconds/ { passed++; next }
    /^[^ ]+ Test .* failed after [0-9.]+ seconds/ { failed++; next }
    /^[^ ]+ Test .* skipped(: |\.$)/ { skipped++; next }
    /^[^ ]+ Suite .* skipped(: |\.$)/ { suites++; next }
    END {
        note = ""
        if (suites > 0) note = sprintf("%d suite%s skipped whole; ", suites, suites == 1 ? " was" : "s were")
        if (skipped + suites > 0) note = note "each skip says why above; "
        if (status != 0) note = note sprintf("swift test exited with status %d; ", status)
        if (note != "") print "make test: " substr(note, 1, length(note) - 2)
        # The last line alone, in the form CI runners read: one word and a colon, then the counts.
        printf "tests: %d passed, %d failed, %d skipped\n", passed, failed, skipped
    }' "$log"
exit "$status"
