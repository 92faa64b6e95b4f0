# SPDX-FileCopyrightText: 2026 DDM Companion developers
# SPDX-License-Identifier: GPL-3.0-or-later
# `cpack --config build/CPackConfig.cmake` (or `cmake --build build --target package`) builds a .deb
# with the app, the tool, a .desktop entry, AppStream metainfo and the icon.
include(GNUInstallDirs)
install(TARGETS ddm-companion ddm-tool RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(FILES ${CMAKE_SOURCE_DIR}/packaging/ddm-companion.desktop
        DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${CMAKE_SOURCE_DIR}/packaging/io.github.ddmcompanion.metainfo.xml
        DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES ${CMAKE_SOURCE_DIR}/resources/icons/ddm-companion.svg
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
# The licence in Debian's machine-readable form and the changelog, where Debian keeps each package's.
install(FILES ${CMAKE_SOURCE_DIR}/packaging/copyright DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/ddm-companion)
# The package's version is the project's: the changelog's latest entry must name it.
file(STRINGS ${CMAKE_SOURCE_DIR}/packaging/changelog latest_entry LIMIT_COUNT 1)
if(NOT latest_entry MATCHES "^ddm-companion \\(${PROJECT_VERSION}\\) ")
  message(FATAL_ERROR "packaging/changelog: its latest entry is not version ${PROJECT_VERSION}: ${latest_entry}")
endif()
# Debian's compression for documentation: best, and without a time stamp, so a rebuild is the same.
find_program(DDM_GZIP gzip REQUIRED)
set(DDM_PACKAGE_DIR ${CMAKE_BINARY_DIR}/packaging)
file(MAKE_DIRECTORY ${DDM_PACKAGE_DIR})
add_custom_command(OUTPUT ${DDM_PACKAGE_DIR}/changelog.gz
                   COMMAND ${DDM_GZIP} -9n --stdout ${CMAKE_SOURCE_DIR}/packaging/changelog > changelog.gz
                   WORKING_DIRECTORY ${DDM_PACKAGE_DIR} DEPENDS ${CMAKE_SOURCE_DIR}/packaging/changelog)
add_custom_target(package_changelog ALL DEPENDS ${DDM_PACKAGE_DIR}/changelog.gz)
install(FILES ${DDM_PACKAGE_DIR}/changelog.gz DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/ddm-companion)

# Manual pages made from each program's --help at build time, and ddm-tool's bash completion.
set(DDM_MAN_DIR ${CMAKE_BINARY_DIR}/man)
file(MAKE_DIRECTORY ${DDM_MAN_DIR})
set(DDM_MAN_PAGES)
foreach(page "ddm-companion|D&D Miniatures warband builder, rules reference and battle sandbox"
             "ddm-tool|command line for D&D Miniatures warbands, cards and rules")
  string(REPLACE "|" ";" parts "${page}")
  list(GET parts 0 name)
  list(GET parts 1 summary)
  add_custom_command(OUTPUT ${DDM_MAN_DIR}/${name}.1.gz
                     COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:${name}> -DNAME=${name} "-DSUMMARY=${summary}"
                             -DVERSION=${PROJECT_VERSION} -DGZIP=${DDM_GZIP} -DOUTPUT=${DDM_MAN_DIR}/${name}.1.gz
                             -P ${CMAKE_SOURCE_DIR}/cmake/ManPage.cmake
                     DEPENDS ${name} ${CMAKE_SOURCE_DIR}/cmake/ManPage.cmake VERBATIM)
  list(APPEND DDM_MAN_PAGES ${DDM_MAN_DIR}/${name}.1.gz)
endforeach()
add_custom_target(man_pages ALL DEPENDS ${DDM_MAN_PAGES})
install(FILES ${DDM_MAN_PAGES} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
add_test(NAME tst_completion_and_manual
         COMMAND bash ${CMAKE_SOURCE_DIR}/tests/cli/completion_and_manual.sh $<TARGET_FILE:ddm-tool>
                 ${CMAKE_SOURCE_DIR}/packaging/ddm-tool.bash ${DDM_MAN_DIR}/ddm-tool.1.gz)
set_tests_properties(tst_completion_and_manual PROPERTIES LABELS cli)
install(FILES ${CMAKE_SOURCE_DIR}/packaging/ddm-tool.bash DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions
        RENAME ddm-tool)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME ddm-companion)
set(CPACK_PACKAGE_VENDOR "DDM Companion developers")
set(CPACK_PACKAGE_CONTACT "DDM Companion developers <dev@ddm-companion.invalid>")
set(CPACK_RESOURCE_FILE_LICENSE ${CMAKE_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
# Debian shows the description as written: lines of at most 80 characters.
string(JOIN "\n" CPACK_PACKAGE_DESCRIPTION
       "A companion for the D&D Miniatures skirmish game (2008 rules). It builds legal"
       "warbands for every format and shows each violation live with the number of the"
       "rule it breaks, tracks which miniatures you own, looks up the rules by number"
       "or text, and plays battles on a sandbox board that runs the game's rules"
       "engine. ddm-tool does the same from the command line for judges and scripts."
       ""
       "Card texts, rule documents and the figure database are not included: the"
       "programs import the user's own copies.")
# A tool for a game rather than a game (lintian keeps "games" for programs in /usr/games).
set(CPACK_DEBIAN_PACKAGE_SECTION misc)
# Stripped programs; a build with debug information (RelWithDebInfo) puts it in a ddm-companion-dbgsym
# package beside it.
set(CPACK_DDM_PROGRAMS ddm-companion ddm-tool)
set(CPACK_DDM_BINDIR usr/${CMAKE_INSTALL_BINDIR})
set(CPACK_PRE_BUILD_SCRIPTS ${CMAKE_SOURCE_DIR}/cmake/DebugSymbolsPackage.cmake)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, libqt6svg6")
# Qt's own dialogs (buttons, undo texts) in the user's language.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
include(CPack)
