#!/usr/bin/env bash
# Test fixture: runs a private Podman API service and a private dockerd on sockets
# inside one state directory, so integration tests use real engines without touching
# the machine's own engine state.
#
#   engines.sh start  DIR   start both engines (does nothing if they already answer)
#   engines.sh stop   DIR   remove their containers/networks, stop them, unmount and delete DIR
#   engines.sh status DIR   exit 0 if both answer GET /_ping, 1 otherwise
#
# After `start`:
#   Podman: unix://DIR/podman.sock   (Docker API v1.41 and libpod API), log DIR/podman.log,
#           pid DIR/podman.pid
#   Docker: unix://DIR/docker.sock   log DIR/docker.log, pid DIR/docker/docker.pid
#
# Must run as root (dockerd and rootful podman). DIR must be an absolute or relative path
# of at most 60 characters once made absolute (unix socket paths are limited to 107 bytes
# and dockerd puts containerd's socket at DIR/docker/exec/containerd/containerd.sock.ttrpc).
#
# Environment (all optional):
#   SHADOWBOX_ENGINES                    "podman docker" (default); e.g. "podman" for one engine
#   SHADOWBOX_ENGINE_START_TIMEOUT       seconds to wait for each /_ping (default 30)
#   SHADOWBOX_PODMAN_STORAGE_DRIVER      overlay (default) or vfs; vfs is picked automatically
#                                        when DIR itself lives on overlayfs (overlay can't nest)
#   SHADOWBOX_PODMAN_NETWORK_BACKEND     auto (default), cni or netavark. auto = netavark when
#                                        netavark and aardvark-dns are installed, else cni.
#                                        With cni (Debian 12 without netavark) network aliases
#                                        do NOT resolve inside containers; with netavark they do.
#   SHADOWBOX_DOCKERD_EXTRA_ARGS         extra dockerd flags, e.g. "--bridge=none --iptables=false"
#                                        when another dockerd already owns docker0/iptables.
#
# HTTP checks use curl when it is installed, else perl (perl-base is always on Debian).
set -euo pipefail

readonly PROG=engines.sh
readonly MARKER=.shadowbox-test-engines

die() {
  echo "$PROG: error: $*" >&2
  exit 1
}
note() { echo "$PROG: $*" >&2; }

usage() {
  sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}

# --- tiny HTTP-over-unix-socket client -------------------------------------------------

# http_code SOCK METHOD PATH  -> prints the HTTP status code ("000" if no answer)
http_code() {
  local sock=$1 method=$2 path=$3
  [[ -S $sock ]] || {
    echo 000
    return 0
  }
  if command -v curl >/dev/null 2>&1; then
    curl -s -o /dev/null -w '%{http_code}' --max-time 10 --unix-socket "$sock" \
      -X "$method" "http://d$path" 2>/dev/null || true
  else
    perl_http "$sock" "$method" "$path" code
  fi
}

# http_body SOCK METHOD PATH  -> prints the response body (empty if no answer)
http_body() {
  local sock=$1 method=$2 path=$3
  [[ -S $sock ]] || return 0
  if command -v curl >/dev/null 2>&1; then
    curl -s --max-time 30 --unix-socket "$sock" -X "$method" "http://d$path" 2>/dev/null || true
  else
    perl_http "$sock" "$method" "$path" body
  fi
}

# HTTP/1.0 so that both engines answer without chunking and close the connection.
perl_http() {
  perl -MIO::Socket::UNIX -e '
    my ($sock, $method, $path, $want) = @ARGV;
    $SIG{ALRM} = sub { print $want eq "code" ? "000" : ""; exit 0 };
    alarm 30;
    my $s = IO::Socket::UNIX->new(Type => SOCK_STREAM(), Peer => $sock)
      or do { print $want eq "code" ? "000" : ""; exit 0 };
    $s->autoflush(1);
    print $s "$method $path HTTP/1.0\r\nHost: d\r\nContent-Length: 0\r\n\r\n";
    local $/; my $r = <$s>; $r = "" unless defined $r;
    my ($head, $body) = split /\r\n\r\n/, $r, 2;
    my ($code) = ($head // "") =~ m{^HTTP/\S+\s+(\d{3})};
    print $want eq "code" ? ($code // "000") : ($body // "");
  ' "$@"
}

ping_ok() { [[ $(http_code "$1" GET /_ping) == 200 ]]; }

# --- process helpers ---------------------------------------------------------------------

# pid_matches PID NEEDLE: PID is alive and its command line contains NEEDLE
pid_matches() {
  local pid=$1 needle=$2 cmd
  [[ $pid =~ ^[0-9]+$ ]] || return 1
  [[ -r /proc/$pid/cmdline ]] || return 1
  cmd=$(tr '\0' ' ' 2>/dev/null <"/proc/$pid/cmdline") || return 1
  [[ $cmd == *"$needle"* ]]
}

# stat_field PID N: field N of /proc/PID/stat counted after the command name (1 = state, 2 = ppid)
stat_field() {
  local st
  local -a f
  st=$(cat 2>/dev/null "/proc/$1/stat") || return 1
  read -r -a f <<<"${st##*) }"
  echo "${f[$(($2 - 1))]}"
}

read_pid() {
  if [[ -f $1 ]]; then tr -dc '0-9' <"$1"; fi
}

# stop_pid PID NAME: TERM, wait up to 15 s, then KILL
stop_pid() {
  local pid=$1 name=$2 i
  kill -TERM "$pid" 2>/dev/null || return 0
  for ((i = 0; i < 150; i++)); do
    kill -0 "$pid" 2>/dev/null || return 0
    # a zombie counts as gone
    [[ $(stat_field "$pid" 1 || true) == Z ]] && return 0
    sleep 0.1
  done
  note "$name (pid $pid) did not stop within 15 s; sending KILL"
  kill -KILL "$pid" 2>/dev/null || true
  for ((i = 0; i < 50; i++)); do
    kill -0 "$pid" 2>/dev/null || return 0
    sleep 0.1
  done
}

# leftover_pids PREFIX: processes left behind whose command line names a path under PREFIX
# (podman's exec conmons, which linger for exit_command_delay = 300 s; containerd and its
# shims after dockerd died) or whose root filesystem is an overlay mount with layers under
# PREFIX (container processes orphaned by a killed engine). PREFIX ends with "/".
leftover_pids() {
  local prefix=$1 p pid cmd skip=" " a=$$
  # never our own process or its ancestors (their command lines may name DIR)
  while [[ $a =~ ^[0-9]+$ ]] && ((a > 1)); do
    skip+="$a "
    a=$(stat_field "$a" 2) || break
  done
  skip+="$BASHPID "
  for p in /proc/[0-9]*; do
    pid=${p#/proc/}
    [[ $skip == *" $pid "* ]] && continue
    cmd=$(tr '\0' ' ' 2>/dev/null <"$p/cmdline") || continue
    [[ -n $cmd ]] || continue # kernel threads and zombies
    if [[ $cmd == *"$prefix"* ]] ||
      awk -v d="$prefix" '$5 == "/" && index($0, d) { f = 1 } END { exit !f }' 2>/dev/null "$p/mountinfo"; then
      echo "$pid"
    fi
  done
}

# kill_leftovers PREFIX: KILL everything leftover_pids finds (they are orphans of an engine
# that is gone: container init processes ignore TERM anyway) and wait up to 5 s for them
kill_leftovers() {
  local prefix=$1 pids i
  for ((i = 0; i < 20; i++)); do
    pids=$(leftover_pids "$prefix")
    [[ -n $pids ]] || return 0
    # shellcheck disable=SC2086
    kill -KILL $pids 2>/dev/null || true
    sleep 0.25
  done
  note "processes still running under $prefix: $pids"
}

# --- paths and configuration ---------------------------------------------------------------

set_paths() {
  DIR=$1
  [[ -n $DIR ]] || die "missing DIR"
  [[ $DIR == /* ]] || DIR=$PWD/$DIR
  # normalise without requiring existence (no symlink resolution: DIR is ours)
  DIR=$(realpath -m -s -- "$DIR")
  [[ $DIR != / && $DIR != /tmp && $DIR != /var && $DIR != /run && $DIR != /root && $DIR != /home ]] ||
    die "refusing to use $DIR as the state directory"
  ((${#DIR} <= 60)) ||
    die "DIR '$DIR' is too long (${#DIR} chars, max 60): unix socket paths under it would exceed 107 bytes"

  PODMAN_SOCK=$DIR/podman.sock
  PODMAN_PIDFILE=$DIR/podman.pid
  PODMAN_LOG=$DIR/podman.log
  PODMAN_ROOT=$DIR/podman/root
  PODMAN_RUNROOT=$DIR/podman/run
  CONTAINERS_CONF_FILE=$DIR/containers.conf
  STORAGE_CONF_FILE=$DIR/storage.conf

  DOCKER_SOCK=$DIR/docker.sock
  DOCKER_PIDFILE=$DIR/docker/docker.pid
  DOCKER_LOG=$DIR/docker.log
  DOCKER_DATA=$DIR/docker/data
  DOCKER_EXEC=$DIR/docker/exec
  DOCKER_CONFIG_FILE=$DIR/docker/daemon.json

  ENGINES=${SHADOWBOX_ENGINES:-podman docker}
  TIMEOUT=${SHADOWBOX_ENGINE_START_TIMEOUT:-30}
}

want() { [[ " $ENGINES " == *" $1 "* ]]; }

podman_storage_driver() {
  if [[ -n ${SHADOWBOX_PODMAN_STORAGE_DRIVER:-} ]]; then
    echo "$SHADOWBOX_PODMAN_STORAGE_DRIVER"
  elif [[ $(findmnt -n -o FSTYPE -T "$DIR" 2>/dev/null || true) == overlay ]]; then
    echo vfs
  else
    echo overlay
  fi
}

podman_network_backend() {
  local b=${SHADOWBOX_PODMAN_NETWORK_BACKEND:-auto} d
  if [[ $b == auto ]]; then
    b=cni
    for d in /usr/libexec/podman /usr/lib/podman /usr/local/libexec/podman /usr/local/lib/podman; do
      if [[ -x $d/netavark && -x $d/aardvark-dns ]]; then
        b=netavark
        break
      fi
    done
  fi
  echo "$b"
}

write_podman_config() {
  local driver=$1 backend=$2
  mkdir -p "$PODMAN_ROOT" "$PODMAN_RUNROOT" "$DIR/podman/tmp" "$DIR/podman/networks"
  # default_ulimits/runtime: required on the Debian 12 machines (crun fails on hybrid
  # cgroups; the default nofile ulimit cannot be raised without CAP_SYS_RESOURCE).
  # The rest keeps every piece of state under DIR: file locks instead of the shared
  # /dev/shm/libpod_lock segment, a private tmp_dir (events log, exit files), a private
  # network config dir, cgroupfs and the file events logger (no systemd/journald needed).
  cat >"$CONTAINERS_CONF_FILE" <<EOF
[containers]
default_ulimits = []

[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "file"
lock_type = "file"
tmp_dir = "$DIR/podman/tmp"
volume_path = "$PODMAN_ROOT/volumes"

[network]
network_backend = "$backend"
network_config_dir = "$DIR/podman/networks"
EOF
  # A private storage.conf so that /etc/containers/storage.conf (if any) is never read.
  cat >"$STORAGE_CONF_FILE" <<EOF
[storage]
driver = "$driver"
graphroot = "$PODMAN_ROOT"
runroot = "$PODMAN_RUNROOT"
EOF
}

# podman_cli SECONDS ARGS...: the podman CLI on our private store, with a time limit
podman_cli() {
  local secs=$1 driver
  shift
  driver=$(sed -n 's/^driver = "\(.*\)"/\1/p' "$STORAGE_CONF_FILE" 2>/dev/null || true)
  timeout "$secs" env CONTAINERS_CONF="$CONTAINERS_CONF_FILE" CONTAINERS_STORAGE_CONF="$STORAGE_CONF_FILE" \
    podman --root "$PODMAN_ROOT" --runroot "$PODMAN_RUNROOT" --storage-driver "${driver:-overlay}" "$@"
}

# --- start ----------------------------------------------------------------------------------

# Launch a daemon detached from our stdin/stdout/stderr and from any other fd we hold
# (the flock on fd 9 in particular), so that callers reading our output never hang.
launch() {
  local log=$1
  shift
  setsid "$@" </dev/null >>"$log" 2>&1 3>&- 4>&- 5>&- 6>&- 7>&- 8>&- 9>&- &
  LAUNCHED_PID=$!
}

start_podman() {
  local pid
  pid=$(read_pid "$PODMAN_PIDFILE")
  if [[ -n $pid ]] && pid_matches "$pid" "$PODMAN_SOCK"; then
    if ping_ok "$PODMAN_SOCK"; then
      note "podman already running (pid $pid) on unix://$PODMAN_SOCK"
      PODMAN_STARTED=
      return 0
    fi
    PODMAN_STARTED=$pid # still starting: wait for it below
    return 0
  fi
  command -v podman >/dev/null 2>&1 || die "podman is not installed"
  rm -f "$PODMAN_PIDFILE" "$PODMAN_SOCK"

  local driver backend
  driver=$(podman_storage_driver)
  backend=$(podman_network_backend)
  write_podman_config "$driver" "$backend"
  echo "=== $(date -u +%FT%TZ) starting podman (storage $driver, network $backend)" >>"$PODMAN_LOG"
  # CONTAINERS_CONF replaces every containers.conf on the machine;
  # CONTAINERS_STORAGE_CONF replaces /etc/containers/storage.conf.
  launch "$PODMAN_LOG" env CONTAINERS_CONF="$CONTAINERS_CONF_FILE" \
    CONTAINERS_STORAGE_CONF="$STORAGE_CONF_FILE" podman \
    --root "$PODMAN_ROOT" --runroot "$PODMAN_RUNROOT" --storage-driver "$driver" \
    system service --time=0 "unix://$PODMAN_SOCK"
  echo "$LAUNCHED_PID" >"$PODMAN_PIDFILE"
  PODMAN_STARTED=$LAUNCHED_PID
}

start_docker() {
  local pid
  pid=$(read_pid "$DOCKER_PIDFILE")
  if [[ -n $pid ]] && pid_matches "$pid" "$DOCKER_SOCK"; then
    if ping_ok "$DOCKER_SOCK"; then
      note "dockerd already running (pid $pid) on unix://$DOCKER_SOCK"
      DOCKER_STARTED=
      return 0
    fi
    DOCKER_STARTED=$pid
    return 0
  fi
  command -v dockerd >/dev/null 2>&1 || die "dockerd is not installed (package docker.io)"
  # Left over from a dockerd that died: its containerd, shims and containers, and
  # containerd.pid, which makes the new dockerd wait for a containerd that is gone (a dead
  # containerd that is not reaped yet still passes kill -0). A stale pidfile whose pid now
  # belongs to another process would make dockerd refuse to start.
  if [[ -d $DIR/docker ]]; then
    kill_leftovers "$DIR/docker/"
  fi
  rm -f "$DOCKER_PIDFILE" "$DOCKER_SOCK" "$DOCKER_EXEC/containerd/containerd.pid"
  mkdir -p "$DOCKER_DATA" "$DOCKER_EXEC"
  # Our own (empty) daemon.json so /etc/docker/daemon.json is never read: a "hosts" entry
  # there would conflict with --host.
  echo '{}' >"$DOCKER_CONFIG_FILE"
  local -a extra=()
  # shellcheck disable=SC2206
  [[ -n ${SHADOWBOX_DOCKERD_EXTRA_ARGS:-} ]] && extra=($SHADOWBOX_DOCKERD_EXTRA_ARGS)
  echo "=== $(date -u +%FT%TZ) starting dockerd ${extra[*]}" >>"$DOCKER_LOG"
  # dockerd starts its own containerd under --exec-root unless a system containerd is
  # running at /run/containerd/containerd.sock; the private namespaces keep our containers
  # apart from another dockerd's in that case.
  launch "$DOCKER_LOG" dockerd \
    --host "unix://$DOCKER_SOCK" \
    --data-root "$DOCKER_DATA" \
    --exec-root "$DOCKER_EXEC" \
    --pidfile "$DOCKER_PIDFILE" \
    --config-file "$DOCKER_CONFIG_FILE" \
    --containerd-namespace shadowbox-test \
    --containerd-plugins-namespace shadowbox-test-plugins \
    "${extra[@]}"
  DOCKER_STARTED=$LAUNCHED_PID
}

# wait_ready NAME SOCK PID LOG
wait_ready() {
  local name=$1 sock=$2 pid=$3 log=$4 deadline
  deadline=$((SECONDS + TIMEOUT))
  while ((SECONDS < deadline)); do
    if ping_ok "$sock"; then
      return 0
    fi
    if ! kill -0 "$pid" 2>/dev/null; then
      echo "$PROG: $name exited during startup; last 30 lines of $log:" >&2
      tail -n 30 "$log" >&2 || true
      die "$name failed to start"
    fi
    sleep 0.1
  done
  echo "$PROG: $name did not answer GET /_ping on unix://$sock within ${TIMEOUT}s; last 30 lines of $log:" >&2
  tail -n 30 "$log" >&2 || true
  die "$name failed to start"
}

cmd_start() {
  [[ $(id -u) -eq 0 ]] || die "must run as root (dockerd and rootful podman)"
  if [[ -e $DIR && ! -e $DIR/$MARKER ]] && [[ -n $(ls -A "$DIR" 2>/dev/null) ]]; then
    die "$DIR exists, is not empty and was not created by $PROG; refusing to use it"
  fi
  mkdir -p "$DIR"
  chmod 755 "$DIR"
  touch "$DIR/$MARKER"
  exec 9>"$DIR/.lock"
  flock -w 120 9 || die "another $PROG holds $DIR/.lock"

  local t0
  t0=$(date +%s%N)
  PODMAN_STARTED=
  DOCKER_STARTED=
  want podman && start_podman
  want docker && start_docker
  # wait for both in parallel (they were launched together)
  [[ -n $PODMAN_STARTED ]] && wait_ready podman "$PODMAN_SOCK" "$PODMAN_STARTED" "$PODMAN_LOG"
  if [[ -n $DOCKER_STARTED ]]; then
    wait_ready dockerd "$DOCKER_SOCK" "$DOCKER_STARTED" "$DOCKER_LOG"
    # dockerd writes its pidfile itself; make sure it is there
    [[ -s $DOCKER_PIDFILE ]] || echo "$DOCKER_STARTED" >"$DOCKER_PIDFILE"
  fi
  if [[ -n $PODMAN_STARTED || -n $DOCKER_STARTED ]]; then
    note "ready in $((($(date +%s%N) - t0) / 1000000)) ms"
  fi
  want podman && echo "podman unix://$PODMAN_SOCK"
  want docker && echo "docker unix://$DOCKER_SOCK"
  return 0
}

# --- stop -----------------------------------------------------------------------------------

cleanup_podman() {
  [[ -f $CONTAINERS_CONF_FILE && -f $STORAGE_CONF_FILE && -d $PODMAN_ROOT ]] || return 0
  command -v podman >/dev/null 2>&1 || return 0
  # The local CLI works on the same store whether or not the service still runs.
  podman_cli 60 pod rm --all --force >/dev/null 2>&1 || true
  podman_cli 60 rm --all --force --volumes --time 0 >/dev/null 2>&1 ||
    note "podman rm --all failed (continuing)"
  # removing networks deletes their bridge interfaces on the host
  podman_cli 30 network prune --force >/dev/null 2>&1 || true
}

cleanup_docker() {
  ping_ok "$DOCKER_SOCK" || return 0
  local id
  for id in $(http_body "$DOCKER_SOCK" GET '/v1.41/containers/json?all=1' |
    grep -o '"Id":"[0-9a-f]\{64\}"' | cut -d'"' -f4); do
    http_code "$DOCKER_SOCK" DELETE "/v1.41/containers/$id?force=1&v=1" >/dev/null
  done
  # removes every user-defined network: their br-* interfaces and iptables rules go with them
  http_code "$DOCKER_SOCK" POST /v1.41/networks/prune >/dev/null
}

unmount_all_under() {
  local dir=$1 target
  for _ in 1 2 3; do
    local -a mounts=()
    while IFS= read -r target; do
      target=$(printf '%b' "$target") # findmnt -r escapes blanks as \x20
      [[ $target == "$dir" || $target == "$dir/"* ]] && mounts+=("$target")
    done < <(findmnt -rn -o TARGET 2>/dev/null || true)
    ((${#mounts[@]})) || return 0
    # deepest first
    while IFS= read -r target; do
      umount "$target" 2>/dev/null || umount -l "$target" 2>/dev/null || true
    done < <(printf '%s\n' "${mounts[@]}" | awk '{print length, $0}' | sort -rn | cut -d' ' -f2-)
  done
  if findmnt -rn -o TARGET | grep -q -F -- "$dir/"; then
    return 1
  fi
}

cmd_stop() {
  [[ $(id -u) -eq 0 ]] || die "must run as root"
  if [[ ! -d $DIR ]]; then
    note "$DIR does not exist: nothing to stop"
    return 0
  fi
  [[ -e $DIR/$MARKER ]] || die "$DIR was not created by $PROG (no $MARKER); refusing to touch it"
  exec 9>"$DIR/.lock"
  flock -w 120 9 || note "could not lock $DIR/.lock; stopping anyway"

  cleanup_podman
  cleanup_docker

  local pid
  pid=$(read_pid "$PODMAN_PIDFILE")
  if [[ -n $pid ]] && pid_matches "$pid" "$PODMAN_SOCK"; then
    stop_pid "$pid" podman
  fi
  pid=$(read_pid "$DOCKER_PIDFILE")
  if [[ -n $pid ]] && pid_matches "$pid" "$DOCKER_SOCK"; then
    # dockerd also stops the containerd it started
    stop_pid "$pid" dockerd
  fi

  kill_leftovers "$DIR/"
  unmount_all_under "$DIR" || die "could not unmount everything under $DIR; not deleting it"
  # --one-file-system: never follow into anything still mounted below DIR
  exec 9>&-
  rm -rf --one-file-system -- "$DIR"
  note "stopped; removed $DIR"
}

cmd_status() {
  local rc=0
  if want podman; then
    if ping_ok "$PODMAN_SOCK"; then echo "podman: up (unix://$PODMAN_SOCK)"; else
      echo "podman: down"
      rc=1
    fi
  fi
  if want docker; then
    if ping_ok "$DOCKER_SOCK"; then echo "docker: up (unix://$DOCKER_SOCK)"; else
      echo "docker: down"
      rc=1
    fi
  fi
  return $rc
}

main() {
  (($# == 2)) || usage
  set_paths "$2"
  case $1 in
    start) cmd_start ;;
    stop) cmd_stop ;;
    status) cmd_status ;;
    *) usage ;;
  esac
}

main "$@"
