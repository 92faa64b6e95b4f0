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
