#!/usr/bin/env bash
# Installs what is missing (Debian 12, as root), builds into build/, then runs the app or the
# tests.   scripts/setup.sh run    build and launch moeplan
#          scripts/setup.sh test   build and run every test (CTest)
#          scripts/setup.sh build  build only
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-build}

packages=(cmake ninja-build g++ dpkg-dev file pkg-config
          qt6-base-dev qt6-tools-dev qt6-l10n-tools qt6-svg-dev libqt6sql6-sqlite
          libqcustomplot-dev libqcustomplot2.1-qt6 libeigen3-dev libbenchmark-dev
          libsqlite3-dev xvfb xauth x11-utils imagemagick poppler-utils fonts-dejavu-core sqlite3
          python3)
# tst_package validates the Debian package's desktop files and man pages with the tools that
# read them.
packages+=(desktop-file-utils appstream man-db)
# Qt's own translations (standard buttons and dialogs in the interface's language), and a font
# with Chinese glyphs for the window rendered in Simplified Chinese (tst_mainwindow).
packages+=(qt6-translations-l10n fonts-wqy-microhei)
# The team history on a PostgreSQL server: Qt's QPSQL driver; the tests start a throwaway
# server of Debian's PostgreSQL 15 (tst_teamserver).
packages+=(libqt6sql6-psql)
# The window keeps team-server passwords in the system keyring (QtKeychain).
packages+=(qtkeychain-qt6-dev)
if [ "$mode" = test ]; then
    packages+=(postgresql)
fi
# The checks CI runs after the tests (.ci/run): libFuzzer targets need clang and its runtime
# libraries; scripts/fuzz.sh builds its dictionaries with jq.
if [ "$mode" = test ]; then
    packages+=(clang libclang-rt-14-dev jq)
fi
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "setup: installing ${missing[*]}"
    if [ "$(id -u)" -ne 0 ]; then
        echo "setup: missing packages; run as root (or with sudo) to install them" >&2
        exit 1
    fi
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE="${CMAKE_BUILD_TYPE:-RelWithDebInfo}"
cmake --build build --parallel "$(nproc)"

case "$mode" in
run)
    if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
        echo "setup: no display; starting under xvfb-run (or use: build/bin/moeplan --screenshot shot.png)"
        exec xvfb-run -a -s "-screen 0 1600x1000x24" build/bin/moeplan
    fi
    exec build/bin/moeplan
    ;;
test)
    export QT_QPA_PLATFORM=offscreen
    ctest --test-dir build --output-on-failure --timeout 900
    ;;
build) ;;
*)
    echo "usage: scripts/setup.sh [run|test|build]" >&2
    exit 2
    ;;
esac
