#!/usr/bin/env bash
# Installs Debian's chromium and its WebDriver, for the browser test of report.html
# (tests/browser/test_report_html.py drives /usr/bin/chromium headless from its command line).
# Idempotent: does nothing when both are installed. Quiet: prints apt's output only on failure.
set -euo pipefail

if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
    exit 0
fi

SUDO=""
if [ "$(id -u)" != "0" ]; then
    SUDO="sudo"
fi

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
export DEBIAN_FRONTEND=noninteractive
if ! { $SUDO apt-get update -qq && \
       $SUDO apt-get install -y -qq --no-install-recommends chromium chromium-driver; } \
       >"$log" 2>&1; then
    cat "$log" >&2
    echo "browser-deps: installing chromium failed" >&2
    exit 1
fi
