#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 DDM Companion developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Sets up and runs every test: a g++ Release build with all tests (warnings are errors), then a clang
# build of the core under AddressSanitizer/UndefinedBehaviorSanitizer with the core tests and each
# fuzz target for a short run. FUZZ_SECONDS (default 10) sets the fuzzing time per target. Both builds
# are unity builds (DDM_UNITY_BUILD, on by default), which keeps CI well under 30 minutes on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh lintian
export QT_QPA_PLATFORM=offscreen

# Every source file states its licence (README, "Licence").
unlicensed=$(git ls-files '*.cpp' '*.h' '*.sql' '*.cmake' '*.sh' 'CMakeLists.txt' '*/CMakeLists.txt' .ci/run \
             | xargs grep -L 'SPDX-License-Identifier' || true)
if [ -n "$unlicensed" ]; then
  printf 'Files without an SPDX-License-Identifier line:\n%s\n' "$unlicensed"
  exit 1
fi

cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DDDM_WERROR=ON
cmake --build build -j2
ctest --test-dir build --output-on-failure -j2

# The Debian package is lintian-clean: no error and no warning (README, "Install as a Debian package").
rm -f build/ddm-companion_*.deb build/ddm-companion-dbgsym_*.ddeb
cmake --build build --target package
lintian --fail-on error,warning build/ddm-companion_*.deb

cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_COMPILER=clang++ \
      -DDDM_SANITIZE=ON -DDDM_FUZZ=ON -DDDM_BUILD_GUI=OFF -DDDM_BENCH=OFF -DDDM_WERROR=ON
cmake --build build-asan -j2
export ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
ctest --test-dir build-asan --output-on-failure -j2 -L core

for fuzzer in build-asan/fuzz/*_fuzzer; do
  name=$(basename "$fuzzer" _fuzzer)
  corpus=$(mktemp -d)
  cp -r "fuzz/corpus/$name/." "$corpus/" 2>/dev/null || true
  echo "== fuzzing $name for ${FUZZ_SECONDS:-10} s"
  log=$(mktemp)
  if ! "$fuzzer" -max_total_time="${FUZZ_SECONDS:-10}" -rss_limit_mb=2048 -print_final_stats=1 \
      -artifact_prefix="$corpus/" "$corpus" >"$log" 2>&1; then
    # The finding itself, not only the final statistics: the input that failed and why.
    grep -v -E '^#[0-9]+' "$log" | tail -n 60
    exit 1
  fi
  tail -n 4 "$log"
  rm -rf "$corpus" "$log"
done
echo "All tests and fuzz runs passed."
