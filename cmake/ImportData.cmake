# The build imports ../shared into the build tree's data directory, so a freshly built app and tool
# find a catalog without being told. Without ../shared they still start, with an empty catalog.
set(DDM_CATALOG_JSON "${DDM_SHARED_DIR}/data/ddm-creatures.json")
if(EXISTS "${DDM_CATALOG_JSON}")
  add_custom_command(
    OUTPUT "${DDM_BUILD_DATA_DIR}/catalog.sqlite"
    COMMAND ddm-tool --data-dir "${DDM_BUILD_DATA_DIR}" import-catalog "${DDM_CATALOG_JSON}"
    DEPENDS ddm-tool "${DDM_CATALOG_JSON}"
    COMMENT "Importing the card catalog from ${DDM_CATALOG_JSON}"
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
