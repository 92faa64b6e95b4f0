#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 DDM Companion developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Sets up, builds, imports ../shared (or the files named by DDM_CATALOG / DDM_SEEDS) and starts the app.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build build -j2
if [ -n "${DDM_CATALOG:-}" ]; then
  ./build/src/cli/ddm-tool import-catalog "$DDM_CATALOG"
fi
exec ./build/src/app/ddm-companion "$@"
