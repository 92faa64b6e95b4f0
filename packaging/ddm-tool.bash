# SPDX-FileCopyrightText: 2026 DDM Companion developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Bash completion for ddm-tool: the command words as `ddm-tool help` lists them (so they never go stale),
# the global options before them, and file names after them.
_ddm_tool()
{
    local cur=${COMP_WORDS[COMP_CWORD]} word i
    for ((i = 1; i < COMP_CWORD; i++)); do
        word=${COMP_WORDS[i]}
        case $word in
            --data-dir | --db) ((i++)) ;;  # an option's value
            -*) ;;
            *) COMPREPLY=($(compgen -f -- "$cur")); return ;;  # past the command word
        esac
    done
    case ${COMP_WORDS[COMP_CWORD - 1]} in
        --data-dir) COMPREPLY=($(compgen -d -- "$cur")); return ;;
        --db) COMPREPLY=($(compgen -f -- "$cur")); return ;;
    esac
    local commands
    commands=$("${COMP_WORDS[0]}" help 2>/dev/null | sed -n 's/^  \([a-z][a-z-]*\).*/\1/p')
    COMPREPLY=($(compgen -W "$commands --data-dir --db --help --version" -- "$cur"))
}
complete -F _ddm_tool ddm-tool
