#!/usr/bin/env bash
# Installs the Debian packages the browser tests need: Chromium (driven by playwright-core; no browser
# downloads) and Noto CJK fonts (so Chinese glyphs render the same in every screenshot).
# Idempotent: does nothing when both are present.
set -euo pipefail

packages=(chromium fonts-noto-cjk)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "system-deps: ${packages[*]} already installed"
  exit 0
fi

echo "system-deps: installing ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "system-deps: need root (or sudo) to apt-get install ${missing[*]}" >&2; exit 1; }
  SUDO="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fc-cache -f >/dev/null 2>&1 || true
echo "system-deps: installed ${missing[*]}"
