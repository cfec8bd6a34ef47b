#!/usr/bin/env bash
# Installs everything Shadowbox needs to build, run and test on Debian 12 / Ubuntu 24.04.
# Safe to run again: packages already present are skipped.
set -euo pipefail

packages=(
  # toolchain
  g++ cmake ninja-build pkg-config git clang-format
  # Qt 6 and the libraries Shadowbox links
  qt6-base-dev qt6-base-dev-tools libqt6sql6-sqlite qt6-tools-dev qt6-tools-dev-tools
  qt6-l10n-tools qt6-svg-dev qt6-translations-l10n libgl-dev
  libgit2-dev qtkeychain-qt6-dev libqscintilla2-qt6-dev libarchive-dev libboost-dev
  # the terminal state machine behind the Terminal tabs
  libvterm-dev
  # container engines (Podman is the embedded default; Docker is supported and tested)
  podman runc docker.io busybox-static uidmap
  # XFS with reflinks on a loop mount, for the tests and the benchmark of copy-on-write clones
  xfsprogs
  # headless GUI tests and the keyring
  xvfb xauth x11-utils dbus dbus-x11 gnome-keyring
  # the terminal tests: pkill, and script (bsdutils, always there) for a pseudo-terminal
  procps
  # packaging checks (AppStream metainfo, desktop file) and rendering the icon PNGs
  appstream desktop-file-utils librsvg2-bin
  # the official MCP TypeScript SDK client that drives `shadowbox mcp` in the tests (npm comes with it)
  nodejs
  # the gateway (engine/gateway/server): PCRE2 for its regular expressions, JSON, and TLS
  libpcre2-dev nlohmann-json3-dev libssl-dev libc-ares-dev
  # runs the real WireMock (tests/gateway/wiremock) that the gateway's differential test compares with
  default-jre-headless
  # the HTTP load generator of the gateway benchmark
  wrk
  # the real TLS clients of the gateway's HTTPS tests (curl also for the benchmark): curl on
  # OpenSSL, wget on GnuTLS, which finds its roots another way
  curl wget
  # the TLS server upstream of the gateway's egress test (openssl s_server)
  openssl
  # Debian's system trust store and its update-ca-certificates, in the image a sandbox's own trust
  # store is tested with
  ca-certificates
  # the gateway's fuzz targets (tests/fuzz): clang with libFuzzer and its sanitizer runtimes
  clang libclang-rt-14-dev
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done

if ((${#missing[@]})); then
  echo "shadowbox setup: installing ${missing[*]}"
  sudo_cmd=()
  [[ $(id -u) -ne 0 ]] && sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
else
  echo "shadowbox setup: all packages present"
fi

# The MCP test client's packages, exactly as locked (tests/mcp/package-lock.json).
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
if [[ ! -d $root/tests/mcp/node_modules/@modelcontextprotocol/sdk ||
      $root/tests/mcp/package-lock.json -nt $root/tests/mcp/node_modules/.package-lock.json ]]; then
  echo "shadowbox setup: installing the MCP test client (npm ci)"
  npm ci --prefix "$root/tests/mcp" --no-audit --no-fund --loglevel=error
fi

# The WireMock standalone jar for the gateway's differential test, exactly as locked
# (tests/gateway/wiremock/package-lock.json).
if [[ ! -d $root/tests/gateway/wiremock/node_modules/wiremock ||
      $root/tests/gateway/wiremock/package-lock.json -nt $root/tests/gateway/wiremock/node_modules/.package-lock.json ]]; then
  echo "shadowbox setup: installing WireMock for the gateway tests (npm ci)"
  npm ci --prefix "$root/tests/gateway/wiremock" --no-audit --no-fund --loglevel=error
fi
