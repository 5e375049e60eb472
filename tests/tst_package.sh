#!/usr/bin/env bash
# tst_package: builds the Debian package from the build tree (cpack -G DEB), checks what it
# holds and declares, unpacks it into a temporary root and runs the programs from there: the
# CLI's --version and an eval, the collector's --help, and the window's --screenshot.
# Usage (CTest passes both): tests/tst_package.sh SOURCE_DIR BUILD_DIR
set -euo pipefail
src=$1
build=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() {
    echo "FAIL: $*" >&2
    exit 1
}
for tool in cpack dpkg-deb desktop-file-validate appstreamcli file man; do
    command -v "$tool" >/dev/null || fail "$tool is missing (scripts/setup.sh installs it)"
done

version=$(sed -n 's/^set(CPACK_PACKAGE_VERSION "\{0,1\}\([^")]*\)"\{0,1\})$/\1/p' \
    "$build/CPackConfig.cmake" | head -1)
[ -n "$version" ] || fail "no CPACK_PACKAGE_VERSION in $build/CPackConfig.cmake"
(cd "$tmp" && cpack --config "$build/CPackConfig.cmake" -G DEB -B "$tmp/out" >"$tmp/cpack.log" 2>&1) ||
    {
        cat "$tmp/cpack.log" >&2
        fail "cpack failed"
    }
deb=$tmp/out/moeplan_${version}_amd64.deb
[ -f "$deb" ] || fail "no $(basename "$deb") (got: $(ls "$tmp/out"))"
echo "built $(basename "$deb"), $(($(stat -c %s "$deb") / 1024)) KiB"

# What it declares: the libraries shlibdeps found and the run-time plugins it cannot see.
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
for dep in libqt6widgets6 libqt6sql6 libqt6sql6-sqlite libqt6svg6 libqt6gui6 fonts-dejavu-core \
    python3 libc6; do
    grep -Eq "(^|, )$dep( |,|$)" <<<"$depends" || fail "Depends lacks $dep"
done
[ "$(dpkg-deb -f "$deb" Package)" = moeplan ] || fail "Package is not moeplan"
[ "$(dpkg-deb -f "$deb" Architecture)" = amd64 ] || fail "Architecture is not amd64"

root=$tmp/root
dpkg-deb -x "$deb" "$root"
for f in usr/bin/moeplan usr/bin/moeplan-cli usr/bin/moeplan-collect \
    usr/share/applications/io.moeplan.MoEPlanner.desktop \
    usr/share/metainfo/io.moeplan.MoEPlanner.metainfo.xml \
    usr/share/mime/packages/io.moeplan.MoEPlanner.xml \
    usr/share/icons/hicolor/scalable/apps/moeplan.svg \
    usr/share/man/man1/moeplan.1.gz usr/share/man/man1/moeplan-cli.1.gz \
    usr/share/man/man1/moeplan-collect.1.gz \
    usr/share/doc/moeplan/user-guide.md usr/share/doc/moeplan/copyright; do
    [ -e "$root/$f" ] || fail "the package lacks /$f"
done
for size in 16 22 24 32 48 64 128 256 512; do
    png=$root/usr/share/icons/hicolor/${size}x${size}/apps/moeplan.png
    file "$png" | grep -q "PNG image data, $size x $size" || fail "icon $size: $(file "$png")"
done
[ -x "$root/usr/bin/moeplan-collect" ] || fail "moeplan-collect is not executable"

# Desktop integration files are valid as the tools that read them check.
desktop-file-validate "$root/usr/share/applications/io.moeplan.MoEPlanner.desktop" ||
    fail "desktop-file-validate refused the .desktop file"
grep -q '^MimeType=application/x-moeplan-scenario;$' \
    "$root/usr/share/applications/io.moeplan.MoEPlanner.desktop" || fail ".desktop lacks MimeType"
appstreamcli validate --no-net "$root/usr/share/metainfo/io.moeplan.MoEPlanner.metainfo.xml" ||
    fail "appstreamcli refused the metainfo"
grep -q 'pattern="\*.moeplan"' "$root/usr/share/mime/packages/io.moeplan.MoEPlanner.xml" ||
    fail "the MIME type has no *.moeplan glob"

# Man pages render without warnings, and moeplan-cli.1 has every command --help lists.
for page in moeplan moeplan-cli moeplan-collect; do
    warnings=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -l "$root/usr/share/man/man1/$page.1.gz" \
        2>&1 >/dev/null)
    [ -z "$warnings" ] || fail "man $page: $warnings"
done

# The unpacked programs run, with a home of their own.
export HOME=$tmp/home XDG_DATA_HOME=$tmp/home/data XDG_CONFIG_HOME=$tmp/home/config
export XDG_RUNTIME_DIR=$tmp/runtime QT_QPA_PLATFORM=offscreen LC_ALL=C.UTF-8
mkdir -p "$HOME" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
cli=$root/usr/bin/moeplan-cli
[ "$("$cli" --version)" = "moeplan-cli $version" ] || fail "moeplan-cli --version: $("$cli" --version)"
commands=$("$cli" --help | sed -n '/^Commands:/,/^$/p' | sed -n 's/^  \([a-z]\+\) .*/\1/p')
[ "$(wc -w <<<"$commands")" -ge 10 ] || fail "moeplan-cli --help lists too few commands: $commands"
echo "moeplan-cli --help lists: $(tr "\n" " " <<<"$commands")"
for c in $commands; do
    zcat "$root/usr/share/man/man1/moeplan-cli.1.gz" | grep -qx "\.B $c" ||
        fail "moeplan-cli.1 has no entry for the command $c"
done
eval_json=$("$cli" eval --model deepseek-v3 --gpu h200 --gpus 8 --plan ep --ep 8 --batch 64 --json)
grep -q '"tpot_ms"' <<<"$eval_json" || fail "moeplan-cli eval printed: $eval_json"
"$root/usr/bin/moeplan-collect" --help | grep -q -- "--db" || fail "moeplan-collect --help"
"$root/usr/bin/moeplan" --version | grep -q "$version" || fail "moeplan --version"
"$root/usr/bin/moeplan" --screenshot "$tmp/shot.png" || fail "moeplan --screenshot failed"
file "$tmp/shot.png" | grep -q "PNG image data, 1[0-9][0-9][0-9] x" ||
    fail "the screenshot is not a window-sized PNG: $(file "$tmp/shot.png")"
echo "PASS: the package builds, holds and declares what it should, and its programs run"
