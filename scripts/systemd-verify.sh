#!/usr/bin/env bash
# Asks systemd-analyze (Debian package systemd) to verify
# deploy/confirmd.service and prints its security exposure score.
# systemd-analyze verify insists that ExecStart's program exists, so a copy
# of the unit whose ExecStart names an empty stand-in is verified; every
# other line is the unit's own. .ci/run runs it.
set -euo pipefail
cd "$(dirname "$0")/.."

command -v systemd-analyze >/dev/null || { echo "systemd-verify: systemd-analyze is missing (apt-get install systemd)" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
printf '#!/bin/sh\n' >"$work/confirmd"
chmod +x "$work/confirmd"
grep -q '^ExecStart=/usr/local/bin/confirmd serve$' deploy/confirmd.service ||
  { echo "systemd-verify: ExecStart is not /usr/local/bin/confirmd serve" >&2; exit 1; }
sed "s|^ExecStart=/usr/local/bin/confirmd |ExecStart=$work/confirmd |" deploy/confirmd.service >"$work/confirmd.service"
# verify prints its findings and exits non-zero on any it counts as an error;
# a warning alone is printed too, and fails the check here.
out="$(systemd-analyze verify --man=no "$work/confirmd.service" 2>&1)" || { echo "$out" >&2; exit 1; }
if [ -n "$out" ]; then
  echo "$out" >&2
  echo "systemd-verify: systemd-analyze verify complained" >&2
  exit 1
fi
score="$(systemd-analyze security --offline=yes "$work/confirmd.service" 2>&1 | grep 'Overall exposure level')" ||
  { echo "systemd-verify: systemd-analyze security gave no score" >&2; exit 1; }
echo "systemd-verify: deploy/confirmd.service verified; ${score#→ }"
