#!/usr/bin/env bash
# Builds the Debian package moeplan_<version>_amd64.deb into build/ (after building build/ as
# scripts/setup.sh does). Install it with: apt install ./build/moeplan_*_amd64.deb
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh build
(cd build && cpack -G DEB)
ls -l build/moeplan_*_amd64.deb
