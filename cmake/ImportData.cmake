# SPDX-FileCopyrightText: 2026 DDM Companion developers
# SPDX-License-Identifier: GPL-3.0-or-later
# The build imports ../shared into the build tree's data directory, so a freshly built app and tool
# find a catalog without being told. Without ../shared they still start, with an empty catalog.
set(DDM_CATALOG_JSON "${DDM_SHARED_DIR}/data/ddm-creatures.json")
# The D&D Miniatures Database export beside it gives sizes, rarities and collector numbers; without
# it the import says so and goes on.
set(DDM_DDMDB_DIR "${DDM_SHARED_DIR}/data/ddmdb")
if(EXISTS "${DDM_CATALOG_JSON}")
  if(EXISTS "${DDM_DDMDB_DIR}/miniatures.xml")
    file(GLOB DDM_DDMDB_FILES CONFIGURE_DEPENDS "${DDM_DDMDB_DIR}/*.xml")
    set(DDM_DDMDB_OPTION --ddmdb "${DDM_DDMDB_DIR}")
  else()
    set(DDM_DDMDB_FILES "")
    set(DDM_DDMDB_OPTION --no-ddmdb)
    message(STATUS "No D&D Miniatures Database at ${DDM_DDMDB_DIR}: the catalog is imported without sizes")
  endif()
  add_custom_command(
    OUTPUT "${DDM_BUILD_DATA_DIR}/catalog.sqlite"
    COMMAND ddm-tool --data-dir "${DDM_BUILD_DATA_DIR}" import-catalog "${DDM_CATALOG_JSON}" ${DDM_DDMDB_OPTION}
    DEPENDS ddm-tool "${DDM_CATALOG_JSON}" ${DDM_DDMDB_FILES}
    COMMENT "Importing the card catalog from ${DDM_CATALOG_JSON} with ${DDM_DDMDB_DIR}"
    VERBATIM)
  add_custom_target(import-data ALL DEPENDS "${DDM_BUILD_DATA_DIR}/catalog.sqlite")
else()
  message(STATUS "No catalog at ${DDM_CATALOG_JSON}: the build imports nothing "
                 "(run `ddm-tool import-catalog FILE` later)")
endif()

# The rule documents go into the same data directory (rules.sqlite). A stamp marks the import,
# because opening a data directory creates an empty rules.sqlite that must not look up to date.
set(DDM_RULES_SEEDS "${DDM_SHARED_DIR}/seeds")
if(EXISTS "${DDM_RULES_SEEDS}")
  file(GLOB DDM_RULES_DOCUMENTS CONFIGURE_DEPENDS "${DDM_RULES_SEEDS}/*")
  add_custom_command(
    OUTPUT "${DDM_BUILD_DATA_DIR}/rules-import.stamp"
    COMMAND ddm-tool --data-dir "${DDM_BUILD_DATA_DIR}" import-rules "${DDM_RULES_SEEDS}"
    COMMAND ${CMAKE_COMMAND} -E touch "${DDM_BUILD_DATA_DIR}/rules-import.stamp"
    DEPENDS ddm-tool ${DDM_RULES_DOCUMENTS}
    COMMENT "Importing the rule documents from ${DDM_RULES_SEEDS}"
    VERBATIM)
  add_custom_target(import-rules-data ALL DEPENDS "${DDM_BUILD_DATA_DIR}/rules-import.stamp")
else()
  message(STATUS "No rule documents in ${DDM_RULES_SEEDS}: the build imports no rules "
                 "(run `ddm-tool import-rules DIR` later)")
endif()
