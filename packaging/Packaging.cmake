# Installable packages through CPack: a .deb and a .tar.gz on Linux (macOS bundle and Windows
# installer come with those ports).
install(FILES ${CMAKE_CURRENT_LIST_DIR}/linux/io.shadowbox.Shadowbox.desktop DESTINATION share/applications)

set(CPACK_PACKAGE_NAME shadowbox)
set(CPACK_PACKAGE_VENDOR "Shadowbox")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Burner sandboxes for autonomous coding agents")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "Shadowbox developers")
set(CPACK_GENERATOR "TGZ;DEB")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "podman, runc, busybox-static")
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
include(CPack)
