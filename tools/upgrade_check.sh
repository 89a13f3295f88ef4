#!/usr/bin/env bash
# Let a new upstream release into the lock only once the suite passes with it.
#
#   tools/upgrade_check.sh            resolve the newest releases that pyproject.toml allows,
#                                     install them into a throwaway venv, run ruff, mypy and
#                                     the tests; on success, write them to requirements/*.txt
#   tools/upgrade_check.sh --dry-run  the same, but leave requirements/ untouched
#
# The lock files (exact versions with hashes, for every platform: Linux, Windows, macOS;
# Python 3.11 and newer) are what .ci/run, packaging/build.py and the README's commands
# install. pyproject.toml keeps ranges, so the package still installs normally elsewhere.
# After a successful run, review `git diff requirements/` and commit it on its own.
set -euo pipefail
cd "$(dirname "$0")/.."
dry_run=0
[[ "${1:-}" == "--dry-run" ]] && dry_run=1

work=$(mktemp -d "${TMPDIR:-/tmp}/listbuilder-upgrade.XXXXXX")
trap 'rm -rf "$work"' EXIT
python3 -m venv "$work/venv"
py="$work/venv/bin/python"
"$py" -m pip install -q "uv==0.13.9"

# Resolve first, then test exactly what was resolved: a release published while the suite
# runs cannot slip into the lock untested.
compile() {  # compile OUT [--extra NAME]
    local out=$1
    shift
    "$work/venv/bin/uv" pip compile --quiet --universal --generate-hashes --upgrade \
        --python-version 3.11 --no-header --annotation-style line pyproject.toml "$@" -o "$out"
}
mkdir -p "$work/lock"
compile "$work/lock/app.txt"
compile "$work/lock/test.txt" --extra test
compile "$work/lock/package.txt" --extra package
# The portable Linux bundle's lock: the same, resolved for glibc 2.31 (Qt's last wheels for it).
"$work/venv/bin/uv" pip compile --quiet --generate-hashes --upgrade --python-version 3.11 \
    --python-platform x86_64-manylinux_2_31 --no-header --annotation-style line pyproject.toml \
    --extra package -o "$work/lock/portable.txt"

echo "upgrade-check: versions that would change:"
diff <(grep -E '^[A-Za-z0-9]' requirements/test.txt requirements/package.txt | sed 's/ .*//' | sort -u) \
     <(grep -E '^[A-Za-z0-9]' "$work/lock/test.txt" "$work/lock/package.txt" | sed "s|$work/lock/|requirements/|; s/ .*//" | sort -u) \
    || true

"$py" -m pip install -q -r "$work/lock/test.txt"
"$py" -m pip install -q --no-deps -e .
"$work/venv/bin/ruff" check .
"$work/venv/bin/mypy"
QT_QPA_PLATFORM=offscreen "$py" -m pytest -q -p no:cacheprovider

if ((dry_run)); then
    echo "upgrade-check: passed; --dry-run, so requirements/ is unchanged"
else
    cp "$work/lock/"*.txt requirements/
    echo "upgrade-check: passed; requirements/ refreshed: review 'git diff requirements/' and commit it"
fi
