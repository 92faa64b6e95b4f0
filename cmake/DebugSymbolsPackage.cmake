# SPDX-FileCopyrightText: 2026 DDM Companion developers
# SPDX-License-Identifier: GPL-3.0-or-later
# CPack runs this before it packs the staged files (CPACK_PRE_BUILD_SCRIPTS): it copies each program's
# symbols and debug information into a Debian debug symbols package, <package>-dbgsym_<version>_<arch>.ddeb,
# where gdb finds them by build ID (/usr/lib/debug/.build-id/), then strips the staged programs.
# CMake's own dbgsym support (CPACK_DEBIAN_DEBUGINFO_PACKAGE) writes absolute paths into the md5sums
# of the package it makes in CMake 3.25, which lintian rightly refuses.
# CPACK_DDM_PROGRAMS names the programs, CPACK_DDM_BINDIR where they are staged (from Packaging.cmake).
if(NOT CPACK_GENERATOR STREQUAL "DEB")
  return() # the source archives and any other packager have no programs to split
endif()
find_program(OBJCOPY objcopy REQUIRED)
find_program(READELF readelf REQUIRED)
find_program(DPKG dpkg REQUIRED)
find_program(DPKG_DEB dpkg-deb REQUIRED)
execute_process(COMMAND ${DPKG} --print-architecture OUTPUT_VARIABLE architecture OUTPUT_STRIP_TRAILING_WHITESPACE
                COMMAND_ERROR_IS_FATAL ANY)

set(package "${CPACK_PACKAGE_NAME}-dbgsym")
set(root "${CPACK_TOPLEVEL_DIRECTORY}/${package}")
file(REMOVE_RECURSE "${root}")
# A build without debug information (Release) has only symbol names to keep: its programs are
# stripped, and there is no package for the symbols and no link to one.
set(with_debug_information ON)
foreach(program IN LISTS CPACK_DDM_PROGRAMS)
  execute_process(COMMAND ${READELF} -S "${CPACK_TEMPORARY_DIRECTORY}/${CPACK_DDM_BINDIR}/${program}"
                  OUTPUT_VARIABLE sections COMMAND_ERROR_IS_FATAL ANY)
  if(NOT sections MATCHES "\\.debug_info")
    set(with_debug_information OFF)
  endif()
endforeach()

set(build_ids)
foreach(program IN LISTS CPACK_DDM_PROGRAMS)
  set(staged "${CPACK_TEMPORARY_DIRECTORY}/${CPACK_DDM_BINDIR}/${program}")
  set(debug_link)
  if(with_debug_information)
    execute_process(COMMAND ${READELF} -n "${staged}" OUTPUT_VARIABLE notes COMMAND_ERROR_IS_FATAL ANY)
    if(NOT notes MATCHES "Build ID: ([0-9a-f][0-9a-f])([0-9a-f]+)")
      message(FATAL_ERROR "${staged}: has no build ID to find its debug symbols by")
    endif()
    list(APPEND build_ids "${CMAKE_MATCH_1}${CMAKE_MATCH_2}")
    set(debug_file "${root}/usr/lib/debug/.build-id/${CMAKE_MATCH_1}/${CMAKE_MATCH_2}.debug")
    get_filename_component(debug_dir "${debug_file}" DIRECTORY)
    file(MAKE_DIRECTORY "${debug_dir}")
    execute_process(COMMAND ${OBJCOPY} --only-keep-debug --compress-debug-sections "${staged}" "${debug_file}"
                    COMMAND_ERROR_IS_FATAL ANY)
    file(CHMOD "${debug_file}" PERMISSIONS OWNER_READ OWNER_WRITE GROUP_READ WORLD_READ)
    set(debug_link "--add-gnu-debuglink=${debug_file}")
  endif()
  execute_process(COMMAND ${OBJCOPY} --strip-all --remove-section=.comment --remove-section=.note ${debug_link}
                          "${staged}" COMMAND_ERROR_IS_FATAL ANY)
endforeach()

if(NOT with_debug_information)
  return()
endif()
# As Debian's own dbgsym packages: the documentation is the main package's.
file(MAKE_DIRECTORY "${root}/usr/share/doc" "${root}/DEBIAN")
file(CREATE_LINK "${CPACK_PACKAGE_NAME}" "${root}/usr/share/doc/${package}" SYMBOLIC)
list(JOIN build_ids " " build_ids)
file(WRITE "${root}/DEBIAN/control"
     "Package: ${package}\n"
     "Source: ${CPACK_PACKAGE_NAME}\n"
     "Version: ${CPACK_PACKAGE_VERSION}\n"
     "Auto-Built-Package: debug-symbols\n"
     "Architecture: ${architecture}\n"
     "Maintainer: ${CPACK_PACKAGE_CONTACT}\n"
     "Depends: ${CPACK_PACKAGE_NAME} (= ${CPACK_PACKAGE_VERSION})\n"
     "Section: debug\n"
     "Priority: optional\n"
     "Description: debug symbols for ${CPACK_PACKAGE_NAME}\n"
     "Build-Ids: ${build_ids}\n")
execute_process(COMMAND ${DPKG_DEB} --root-owner-group -Zxz --build "${root}"
                        "${CPACK_PACKAGE_DIRECTORY}/${package}_${CPACK_PACKAGE_VERSION}_${architecture}.ddeb"
                COMMAND_ERROR_IS_FATAL ANY)
