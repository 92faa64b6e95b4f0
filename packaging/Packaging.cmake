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
# The licence in Debian's machine-readable form, where Debian keeps each package's.
install(FILES ${CMAKE_SOURCE_DIR}/packaging/copyright DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/ddm-companion)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME ddm-companion)
set(CPACK_PACKAGE_VENDOR "DDM Companion developers")
set(CPACK_PACKAGE_CONTACT "DDM Companion developers <dev@ddm-companion.invalid>")
set(CPACK_RESOURCE_FILE_LICENSE ${CMAKE_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, libqt6svg6")
# Qt's own dialogs (buttons, undo texts) in the user's language.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
include(CPack)
