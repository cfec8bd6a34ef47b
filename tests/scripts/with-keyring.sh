#!/usr/bin/env bash
# Runs a command in a D-Bus session of its own with a GNOME Keyring (Secret Service) unlocked in it,
# so that tests reach a real system keychain and never the user's: with-keyring.sh COMMAND [ARGS...]
set -euo pipefail
if [[ -z ${SHADOWBOX_IN_KEYRING_SESSION:-} ]]; then
  export SHADOWBOX_IN_KEYRING_SESSION=1
  exec dbus-run-session -- "$0" "$@"
fi
# A private home for the keyring's files: nothing of the user's is read or written.
home=$(mktemp -d /tmp/shadowbox-keyring-XXXXXX)
trap 'kill "${keyring_pid:-}" 2>/dev/null || true; rm -rf "$home"' EXIT
export HOME=$home XDG_DATA_HOME=$home/.local/share XDG_RUNTIME_DIR=$home/run
mkdir -p "$XDG_DATA_HOME" "$XDG_RUNTIME_DIR"
chmod 0700 "$XDG_RUNTIME_DIR"
eval "$(printf 'shadowbox-test\n' | gnome-keyring-daemon --unlock --components=secrets)"
keyring_pid=${GNOME_KEYRING_PID:-}
"$@"
