#!/usr/bin/env bash
# The whole test suite under Windows CPython 3.11 in Wine (Linux, as root).
#
# Makes (or reuses, cached under /var/cache/listbuilder-build/windows) a Wine prefix with the
# embeddable CPython and requirements/test.txt's win_amd64 wheels, makes this checkout
# importable there, and runs python -m pytest in it, offscreen. Extra arguments go to pytest
# (a test path, -x, -k ...). Prints the pytest summary and how many tests are skipped on
# Windows and why; exits non-zero on any failure. See packaging/README.md.
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 tools/wine_tests.py "$@"
