# SPDX-FileCopyrightText: 2026 DDM Companion developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Writes a manual page from a program's --help, so the two never disagree, gzipped as Debian installs
# them (best compression, no time stamp). cmake -DPROGRAM=path -DNAME=ddm-tool -DSUMMARY="..." -DVERSION=x.y.z
# -DGZIP=path/to/gzip -DOUTPUT=dir/ddm-tool.1.gz -P ManPage.cmake
set(ENV{QT_QPA_PLATFORM} offscreen) # the app's --help needs no display
execute_process(COMMAND ${PROGRAM} --help OUTPUT_VARIABLE help RESULT_VARIABLE status ERROR_QUIET)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${PROGRAM} --help failed (${status})")
endif()
string(REPLACE "${PROGRAM}" "${NAME}" help "${help}") # the app prints the path it was started by
# troff reads a backslash as an escape and a line starting with . or ' as a request.
string(REPLACE "\\" "\\e" help "${help}")
string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" help "${help}")
string(TIMESTAMP date "%Y-%m-%d" UTC) # SOURCE_DATE_EPOCH, when set, makes it reproducible
string(TOUPPER "${NAME}" title)
file(WRITE "${OUTPUT}.txt"
  ".TH ${title} 1 \"${date}\" \"${NAME} ${VERSION}\" \"User Commands\"\n"
  ".SH NAME\n${NAME} \\- ${SUMMARY}\n"
  ".SH DESCRIPTION\n.nf\n${help}.fi\n"
  ".SH LICENSE\nGPL-3.0-or-later. Card texts, rule documents and the figure database belong to their\n"
  "owners and are not shipped; the program reads the user's own copies at import time.\n")
execute_process(COMMAND ${GZIP} -9n --stdout "${OUTPUT}.txt" OUTPUT_FILE "${OUTPUT}" RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${GZIP} failed on ${OUTPUT}.txt (${status})")
endif()
file(REMOVE "${OUTPUT}.txt")
