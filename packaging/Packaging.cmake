# Installable packages through CPack: a .deb and a .tar.gz on Linux (macOS bundle and Windows
# installer come with those ports).
install(FILES ${CMAKE_CURRENT_LIST_DIR}/linux/io.shadowbox.Shadowbox.desktop DESTINATION share/applications)
install(FILES ${CMAKE_CURRENT_LIST_DIR}/linux/io.shadowbox.Shadowbox.metainfo.xml DESTINATION share/metainfo)
# The desktop file's Icon=io.shadowbox.Shadowbox resolves through these (resources/icons/README.md
# says how the PNGs are made from the SVG).
foreach(size 16 24 32 48 64 128 256 512)
  install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/hicolor/${size}x${size}/apps/io.shadowbox.Shadowbox.png
          DESTINATION share/icons/hicolor/${size}x${size}/apps)
endforeach()
install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/hicolor/scalable/apps/io.shadowbox.Shadowbox.svg
        DESTINATION share/icons/hicolor/scalable/apps)
install(FILES ${PROJECT_SOURCE_DIR}/LICENSE DESTINATION share/doc/shadowbox)

set(CPACK_PACKAGE_NAME shadowbox)
set(CPACK_PACKAGE_VENDOR "Shadowbox")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Burner sandboxes for autonomous coding agents")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGE_CONTACT "Shadowbox developers")
set(CPACK_GENERATOR "TGZ;DEB")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The toolbar's bundled SVG icons are drawn by Qt's SVG plugins, which shlibdeps cannot see.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6svg6")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "podman, runc, busybox-static")
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
include(CPack)
