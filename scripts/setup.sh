#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 DDM Companion developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what a fresh Debian 12 machine lacks to build, test and run DDM Companion.
# Idempotent: installs only missing packages (as root, or through sudo). Arguments name more packages
# (the tests also need lintian).
set -euo pipefail
PKGS=("$@" g++ cmake ninja-build qt6-base-dev libqt6sql6-sqlite qt6-tools-dev qt6-tools-dev-tools
      qt6-l10n-tools qt6-svg-dev libgl-dev xvfb xauth clang libclang-rt-14-dev libbenchmark-dev
      file dpkg-dev)
missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if ((${#missing[@]})); then
  SUDO=()
  if [ "$(id -u)" -ne 0 ]; then SUDO=(sudo); fi
  export DEBIAN_FRONTEND=noninteractive
  "${SUDO[@]}" apt-get update -qq
  "${SUDO[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
fi
