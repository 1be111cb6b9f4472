#!/usr/bin/env bash
# Checks what `make dist` makes, for one target (DIST_TARGETS, default this
# machine's linux/amd64 or linux/arm64), in a folder of its own: the archive's
# name, SHA256SUMS, the files inside, a static binary, and that the binary
# names the version, commit and date it was built with. `make dist` builds
# all six targets the same way; this builds one, to stay quick. .ci/run runs it.
set -euo pipefail
cd "$(dirname "$0")/.."

arch="$(go env GOARCH)"
target="${DIST_TARGETS:-linux/$arch}"
version=0.0.0-check
commit=0123456789ab
date=2026-01-02T03:04:05Z
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
out="$work/dist"

fail() { echo "dist-check: $*" >&2; exit 1; }

make -s dist VERSION="v$version" COMMIT="$commit" BUILD_DATE="$date" DIST_TARGETS="$target" DIST_DIR="$out" >"$work/log" 2>&1 ||
  { cat "$work/log" >&2; fail "make dist failed"; }

goos="${target%/*}"
goarch="${target#*/}"
name="confirmd_${version}_${goos}_${goarch}"
ext=tar.gz exe=confirmd
if [ "$goos" = windows ]; then ext=zip exe=confirmd.exe; fi
archive="$name.$ext"

got="$(cd "$out" && ls -A | LC_ALL=C sort | tr '\n' ' ')"
[ "$got" = "SHA256SUMS $archive " ] || fail "dist holds \"$got\", want \"SHA256SUMS $archive\""
(cd "$out" && sha256sum --check --strict --quiet SHA256SUMS) || fail "SHA256SUMS does not match"
[ "$(wc -l <"$out/SHA256SUMS")" = 1 ] || fail "SHA256SUMS has other lines: $(cat "$out/SHA256SUMS")"
grep -Eq "^[0-9a-f]{64}  $archive\$" "$out/SHA256SUMS" || fail "SHA256SUMS line is not \"<sha256>  $archive\""

mkdir "$work/x"
if [ "$ext" = zip ]; then
  (cd "$work/x" && unzip -q "$out/$archive")
else
  tar -xzf "$out/$archive" -C "$work/x"
fi
got="$(cd "$work/x" && find . -type f | LC_ALL=C sort | tr '\n' ' ')"
want="./$name/CHANGELOG.md ./$name/LICENSE ./$name/README.md ./$name/$exe ./$name/deploy/compose.env.example ./$name/deploy/confirmd.env.example ./$name/deploy/confirmd.service "
[ "$got" = "$want" ] || fail "the archive holds \"$got\", want \"$want\""
for f in LICENSE deploy/confirmd.service deploy/confirmd.env.example deploy/compose.env.example; do
  cmp -s "$work/x/$name/$f" "$f" || fail "the archive's $f differs from $f"
done

bin="$work/x/$name/$exe"
desc="$(file "$bin")"
case "$goos" in
  linux) grep -q 'statically linked' <<<"$desc" || fail "not a static binary: $desc" ;;
esac
if [ "$target" = "$(go env GOOS)/$(go env GOARCH)" ]; then
  line="$("$bin" version)"
  want="confirmd $version (commit $commit, built $date), Apache-2.0"
  [ "$line" = "$want" ] || fail "version prints \"$line\", want \"$want\""
fi
echo "dist-check: ok: $archive ($(stat -c %s "$out/$archive") bytes), SHA256SUMS, contents, static, version"
