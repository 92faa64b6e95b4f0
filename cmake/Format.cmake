# SPDX-FileCopyrightText: 2026 DDM Companion developers
# SPDX-License-Identifier: GPL-3.0-or-later
# `cmake --build build --target format` rewrites every C++ file with the committed .clang-format.
find_program(CLANG_FORMAT_EXECUTABLE NAMES clang-format clang-format-14)
if(CLANG_FORMAT_EXECUTABLE)
  file(GLOB_RECURSE DDM_FORMAT_FILES CONFIGURE_DEPENDS
       ${CMAKE_SOURCE_DIR}/src/*.cpp ${CMAKE_SOURCE_DIR}/src/*.h
       ${CMAKE_SOURCE_DIR}/tests/*.cpp ${CMAKE_SOURCE_DIR}/tests/*.h
       ${CMAKE_SOURCE_DIR}/fuzz/*.cpp ${CMAKE_SOURCE_DIR}/bench/*.cpp)
  add_custom_target(format COMMAND ${CLANG_FORMAT_EXECUTABLE} -i ${DDM_FORMAT_FILES}
                    COMMENT "Formatting sources with clang-format" VERBATIM)
endif()
