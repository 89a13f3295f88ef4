#!/bin/sh
# Add listbuilder to the Linux desktop menu, and let roster files open with it.
#
#   ./install.sh                     install for this user (~/.local/share)
#   ./install.sh --uninstall         remove what it installed
#   ./install.sh --prefix DIR        install under DIR/applications, DIR/mime, DIR/icons...
#   ./install.sh --exec PATH         the program to start (default: the bundle's listbuilder
#                                    beside this folder, else listbuilder on the PATH)
#
# It installs the desktop entry, the roster MIME type (application/x-netepic-roster:
# *.netepic.yaml files, and any file starting with "format: netepic-roster/"), the icon in
# every size and the AppStream metainfo. Plain YAML files are never claimed.
set -eu

ID=org.netepic.listbuilder
here=$(cd "$(dirname "$0")" && pwd)
prefix=${XDG_DATA_HOME:-$HOME/.local/share}
program=
uninstall=no

while [ $# -gt 0 ]; do
    case $1 in
        --prefix) prefix=$2; shift 2 ;;
        --exec) program=$2; shift 2 ;;
        --uninstall) uninstall=yes; shift ;;
        -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "install.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
done

# the icons: inside a bundle they sit beside this script, in a clone under resources/
icons=$here/icons
[ -d "$icons" ] || icons=$here/../../resources/icons/app
sizes="16 24 32 48 64 128 256 512"

refresh() {
    command -v update-mime-database >/dev/null 2>&1 && update-mime-database "$prefix/mime" || true
    command -v update-desktop-database >/dev/null 2>&1 \
        && update-desktop-database -q "$prefix/applications" || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 \
        && gtk-update-icon-cache -q -t "$prefix/icons/hicolor" 2>/dev/null || true
}

if [ "$uninstall" = yes ]; then
    rm -f "$prefix/applications/$ID.desktop" "$prefix/mime/packages/$ID.xml" \
        "$prefix/metainfo/$ID.metainfo.xml" "$prefix/icons/hicolor/scalable/apps/$ID.svg"
    for size in $sizes; do
        rm -f "$prefix/icons/hicolor/${size}x${size}/apps/$ID.png"
    done
    refresh
    echo "listbuilder removed from $prefix"
    exit 0
fi

if [ -z "$program" ]; then
    if [ -x "$here/../listbuilder" ] && [ -f "$here/../listbuilder" ]; then
        program=$(cd "$here/.." && pwd)/listbuilder
    elif command -v listbuilder >/dev/null 2>&1; then
        program=$(command -v listbuilder)
    else
        echo "install.sh: no listbuilder program found: give it with --exec PATH" >&2
        exit 1
    fi
fi
case $program in
    *[!A-Za-z0-9_./-]*)
        echo "install.sh: put listbuilder in a folder whose path has no spaces or quotes" \
            "(or give --exec a path without them): $program" >&2
        exit 1 ;;
esac

mkdir -p "$prefix/applications" "$prefix/mime/packages" "$prefix/metainfo" \
    "$prefix/icons/hicolor/scalable/apps"
sed -e "s|^Exec=listbuilder |Exec=$program |" -e "s|^TryExec=listbuilder\$|TryExec=$program|" \
    "$here/$ID.desktop" > "$prefix/applications/$ID.desktop"
cp "$here/$ID.xml" "$prefix/mime/packages/$ID.xml"
cp "$here/$ID.metainfo.xml" "$prefix/metainfo/$ID.metainfo.xml"
cp "$icons/listbuilder.svg" "$prefix/icons/hicolor/scalable/apps/$ID.svg"
for size in $sizes; do
    mkdir -p "$prefix/icons/hicolor/${size}x${size}/apps"
    cp "$icons/listbuilder-$size.png" "$prefix/icons/hicolor/${size}x${size}/apps/$ID.png"
done
refresh
echo "listbuilder added to the desktop menu ($prefix), starting $program"
