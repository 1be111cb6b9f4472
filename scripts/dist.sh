#!/usr/bin/env bash
# Builds confirmd's release archives: a static binary (CGO_ENABLED=0) for
# each target, packed with LICENSE, README.md, CHANGELOG.md and deploy/ (the
# systemd unit and the example settings) as
# confirmd_<version>_<os>_<arch>.tar.gz (.zip for Windows), and SHA256SUMS
# over them. `make dist` runs it; see RELEASING.md.
#
# Settings, from the environment:
#   VERSION       default: git describe --tags --always --dirty, without the tag's "v"
#   COMMIT        default: the abbreviated HEAD, with "-dirty" for uncommitted changes
#   BUILD_DATE    default: SOURCE_DATE_EPOCH if set, else now (UTC, RFC 3339)
#   DIST_TARGETS  default: the six os/arch pairs below
#   DIST_DIR      default: dist (emptied first)
#   GO            default: go
set -euo pipefail
cd "$(dirname "$0")/.."

GO="${GO:-go}"
version="${VERSION:-$(git describe --tags --always --dirty 2>/dev/null || echo devel)}"
version="${version#v}"
if [ -z "${COMMIT:-}" ]; then
  COMMIT="$(git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)"
  if [ "$COMMIT" != unknown ] && ! git diff --quiet HEAD -- 2>/dev/null; then
    COMMIT="$COMMIT-dirty"
  fi
fi
if [ -z "${BUILD_DATE:-}" ]; then
  if [ -n "${SOURCE_DATE_EPOCH:-}" ]; then
    BUILD_DATE="$(date -u -d "@$SOURCE_DATE_EPOCH" +%Y-%m-%dT%H:%M:%SZ)"
  else
    BUILD_DATE="$(date -u +%Y-%m-%dT%H:%M:%SZ)"
  fi
fi
# Archive members get the build's time, so that one commit built with one
# SOURCE_DATE_EPOCH packs to the same bytes.
mtime="@$(date -u -d "$BUILD_DATE" +%s)"
targets="${DIST_TARGETS:-linux/amd64 linux/arm64 darwin/amd64 darwin/arm64 windows/amd64 windows/arm64}"
out="${DIST_DIR:-dist}"

case "$version" in
  */* | *' '* | '') echo "dist: VERSION \"$version\" cannot be part of a file name" >&2; exit 2 ;;
esac
case "$out" in
  '' | / | .) echo "dist: DIST_DIR \"$out\" would be emptied; choose a folder of its own" >&2; exit 2 ;;
esac

pkg=github.com/confirmd/confirmd/internal/version
ldflags="-s -w -X $pkg.version=$version -X $pkg.commit=$COMMIT -X $pkg.date=$BUILD_DATE"

rm -rf "$out"
mkdir -p "$out/.stage"
start=$(date +%s)
for target in $targets; do
  goos="${target%/*}"
  goarch="${target#*/}"
  name="confirmd_${version}_${goos}_${goarch}"
  dir="$out/.stage/$name"
  exe=confirmd
  [ "$goos" = windows ] && exe=confirmd.exe
  mkdir -p "$dir"
  echo "dist: building $name"
  CGO_ENABLED=0 GOOS="$goos" GOARCH="$goarch" "$GO" build -trimpath -ldflags "$ldflags" -o "$dir/$exe" ./cmd/confirmd
  cp LICENSE README.md CHANGELOG.md "$dir/"
  # What docs/operating.md installs from deploy/: the systemd unit and the
  # example settings.
  mkdir "$dir/deploy"
  cp deploy/confirmd.service deploy/confirmd.env.example deploy/compose.env.example "$dir/deploy/"
  touch -d "$BUILD_DATE" "$dir" "$dir"/* "$dir"/deploy/*
  if [ "$goos" = windows ]; then
    (cd "$out/.stage" && find "$name" -print | LC_ALL=C sort | zip -q -X -@ "../$name.zip")
  else
    tar -C "$out/.stage" --sort=name --owner=0 --group=0 --numeric-owner --mtime="$mtime" -cf - "$name" |
      gzip -9n >"$out/$name.tar.gz"
  fi
done
rm -rf "$out/.stage"
shopt -s nullglob
cd "$out"
archives=(*.tar.gz *.zip)
[ ${#archives[@]} -gt 0 ] || { echo "dist: no targets in DIST_TARGETS" >&2; exit 2; }
sha256sum -- "${archives[@]}" >SHA256SUMS
echo "dist: confirmd $version (commit $COMMIT, built $BUILD_DATE) in $(( $(date +%s) - start ))s, in $out:"
for f in "${archives[@]}"; do
  printf '  %-48s %5.1f MB\n' "$f" "$(stat -c %s "$f" | awk '{print $1 / 1048576}')"
done
