#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 DDM Companion developers
# SPDX-License-Identifier: GPL-3.0-or-later
# What an installed ddm-tool offers in a shell: bash completes every command `ddm-tool help` lists
# (and only those), the global options, and file names after the command; the manual page, made from
# --help, names every command too.
# usage: completion_and_manual.sh DDM_TOOL COMPLETION_SCRIPT MAN_PAGE.gz
set -euo pipefail
tool=$1 completion=$2 manual=$3
commands=$("$tool" help | sed -n 's/^  \([a-z][a-z-]*\).*/\1/p')
[ "$(echo "$commands" | wc -l)" -ge 10 ] || { echo "too few commands in help: $commands"; exit 1; }
source "$completion"
complete_line() { # the words typed so far; prints what bash would offer
  COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=()
  _ddm_tool
  printf '%s\n' "${COMPREPLY[@]}"
}
offered=$(complete_line "$tool" "")
for command in $commands; do
  grep -qx "$command" <<<"$offered" || { echo "completion lacks $command"; exit 1; }
  zcat "$manual" | grep -q "^  $command" || { echo "manual page lacks $command"; exit 1; }
done
[ "$(complete_line "$tool" se | sort)" = "$(printf 'search\nsetup')" ] || { echo "se offers: $(complete_line "$tool" se)"; exit 1; }
grep -qx -- "--data-dir" <<<"$(complete_line "$tool" --d)" || { echo "--d offers no --data-dir"; exit 1; }
dir=$(mktemp -d); touch "$dir/warband.json"
[ "$(complete_line "$tool" validate "$dir/war")" = "$dir/warband.json" ] || { echo "no file names after a command"; exit 1; }
[ "$(complete_line "$tool" --data-dir "$dir" va)" = "validate" ] || { echo "an option's value is taken for the command"; exit 1; }
rm -rf "$dir"
echo "completion and manual page cover ${commands//$'\n'/ }"
