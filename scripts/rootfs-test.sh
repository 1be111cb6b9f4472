#!/usr/bin/env bash
# Runs confirmd as the container image would, without a container engine:
# the static binary in an otherwise empty root file system holding only what
# the Dockerfile's final stage copies (CA certificates, /tmp, /data), started
# with chroot as uid 65532 in a network namespace of its own, on the image's
# CONFIRMD_ADDR and CONFIRMD_DATABASE_URL. It checks that /readyz answers 200,
# that `confirmd healthcheck` exits 0 while the server runs and 1 once it has
# stopped, and that the server stops cleanly on SIGTERM.
#
# Needs root, unshare and chroot (util-linux, coreutils), ip (iproute2) and
# curl. .ci/run runs it.
set -euo pipefail
cd "$(dirname "$0")/.."

[ "$(id -u)" = 0 ] || { echo "rootfs-test: must run as root (chroot, unshare)" >&2; exit 1; }
for cmd in unshare chroot ip curl; do
  command -v "$cmd" >/dev/null || { echo "rootfs-test: $cmd is missing" >&2; exit 1; }
done

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
root="$work/root"
mkdir -p "$root/etc/ssl/certs" "$root/tmp" "$root/data"
chmod 1777 "$root/tmp"
chown 65532:65532 "$root/data"
cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/"

echo "rootfs-test: building the static binary"
pkg=github.com/confirmd/confirmd/internal/version
CGO_ENABLED=0 "${GO:-go}" build -trimpath \
  -ldflags "-s -w -X $pkg.version=rootfs-test -X $pkg.commit=test -X $pkg.date=2026-01-01T00:00:00Z" \
  -o "$root/confirmd" ./cmd/confirmd
if ! file "$root/confirmd" | grep -q 'statically linked'; then
  echo "rootfs-test: the binary is not static: $(file "$root/confirmd")" >&2
  exit 1
fi

# Everything below runs in a new network namespace (only loopback), so the
# image's 0.0.0.0:8080 is used as it is, reachable from nothing else.
export ROOT="$root" LOG="$work/serve.log" CHROOT="$(command -v chroot)"
unshare --net --fork bash -euo pipefail -c '
  ip link set lo up
  # The image environment and nothing else of the host.
  image_env=(env -i CONFIRMD_ADDR=0.0.0.0:8080 CONFIRMD_DATABASE_URL=sqlite:/data/confirmd.db)
  in_image() { "${image_env[@]}" "$CHROOT" --userspec=65532:65532 "$ROOT" "$@"; }

  out="$(in_image /confirmd version)"
  echo "rootfs-test: $out"
  [[ "$out" == "confirmd rootfs-test (commit test, built 2026-01-01T00:00:00Z), Apache-2.0" ]] || { echo "rootfs-test: unexpected version line" >&2; exit 1; }

  if in_image /confirmd healthcheck --timeout 2s >/dev/null 2>&1; then
    echo "rootfs-test: healthcheck exited 0 with no server running" >&2; exit 1
  fi

  (cd "$ROOT" && exec "${image_env[@]}" "$CHROOT" --userspec=65532:65532 "$ROOT" /confirmd serve) >"$LOG" 2>&1 &
  pid=$!
  ready=
  for _ in $(seq 1 120); do
    if [ "$(curl -s -o /dev/null -w "%{http_code}" http://127.0.0.1:8080/readyz)" = 200 ]; then ready=1; break; fi
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.5
  done
  if [ -z "$ready" ]; then
    echo "rootfs-test: /readyz did not answer 200; the server said:" >&2; cat "$LOG" >&2
    kill "$pid" 2>/dev/null || true; exit 1
  fi
  echo "rootfs-test: /readyz answered 200"
  if ! in_image /confirmd healthcheck; then
    echo "rootfs-test: healthcheck failed while the server is ready" >&2; cat "$LOG" >&2
    kill "$pid"; exit 1
  fi
  echo "rootfs-test: healthcheck exited 0"
  # The database was made by the non-root user, in the volume.
  owner="$(stat -c %u "$ROOT/data/confirmd.db")"
  [ "$owner" = 65532 ] || { echo "rootfs-test: /data/confirmd.db belongs to uid $owner, want 65532" >&2; kill "$pid"; exit 1; }
  kill -TERM "$pid"
  status=0; wait "$pid" || status=$?
  [ "$status" = 0 ] || { echo "rootfs-test: serve exited $status on SIGTERM" >&2; cat "$LOG" >&2; exit 1; }
  status=0; in_image /confirmd healthcheck --timeout 2s >/dev/null 2>&1 || status=$?
  [ "$status" = 1 ] || { echo "rootfs-test: healthcheck exited $status after the server stopped, want 1" >&2; exit 1; }
  echo "rootfs-test: stopped on SIGTERM; healthcheck then exited 1"
'
echo "rootfs-test: ok"
