#!/usr/bin/env bash
# Upgrade rehearsal: in a scratch git worktree of HEAD, moves every @docusaurus/* package to the newest
# 3.x and both openapi-docs packages to the newest 5.x, installs, applies patches/, then runs the
# dependency check, the typecheck, the unit tests, the build and a representative e2e subset. It
# prints one line per step and the first lines of each failure, and leaves your checkout untouched.
#
#   npm run rehearse:upgrade                  # newest 3.x / 5.x, the rest of the lock file kept
#   npm run rehearse:upgrade -- --fresh-lock  # also re-resolve every other package (a full `npm update`)
#   KEEP=1 npm run rehearse:upgrade           # keep the scratch worktree for a closer look
#
# E2E_PORT (default 4173) is the port the e2e subset serves the build on. Exit status: 0 when every
# step passed, 1 otherwise. Takes about as long as `npm test` minus the hosted-search build.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
fresh=0
[ "${1:-}" = "--fresh-lock" ] && fresh=1
E2E_SUBSET=(tests/e2e/search.spec.ts tests/e2e/api.spec.ts tests/e2e/code-blocks.spec.ts tests/e2e/shell.spec.ts)

scratch="$(mktemp -d "${TMPDIR:-/tmp}/statlas-rehearsal.XXXXXX")"
logs="$scratch.logs"
mkdir -p "$logs"
git -C "$root" worktree add --quiet --detach "$scratch" HEAD || exit 1
cleanup() {
  if [ "${KEEP:-0}" = 1 ]; then echo "rehearsal: kept $scratch"; else git -C "$root" worktree remove --force "$scratch"; fi
}
trap cleanup EXIT
cd "$scratch" || exit 1

# The newest stable version in a major line (npm lists the matches in no useful order).
newest() {
  npm view "$1" version --json | node -e '
    const key = (v) => v.split(".").map(Number);
    const stable = [].concat(JSON.parse(require("fs").readFileSync(0, "utf8"))).filter((v) => /^\d+\.\d+\.\d+$/.test(v));
    stable.sort((a, b) => key(a).reduce((d, n, i) => d || n - key(b)[i], 0));
    console.log(stable.pop());'
}
docusaurus=$(newest '@docusaurus/core@3')
openapi=$(newest 'docusaurus-plugin-openapi-docs@5')
echo "rehearsal: @docusaurus/* $docusaurus, openapi-docs $openapi (fresh lock: $([ $fresh = 1 ] && echo yes || echo no)), logs in $logs"
node - "$docusaurus" "$openapi" <<'EOF'
const fs = require('node:fs');
const [docusaurus, openapi] = process.argv.slice(2);
const manifest = JSON.parse(fs.readFileSync('package.json', 'utf8'));
for (const deps of [manifest.dependencies, manifest.devDependencies]) {
  for (const name of Object.keys(deps)) {
    if (name.startsWith('@docusaurus/')) deps[name] = docusaurus;
    if (/^docusaurus-(plugin|theme)-openapi-docs$/.test(name)) deps[name] = openapi;
  }
}
fs.writeFileSync('package.json', `${JSON.stringify(manifest, null, 2)}\n`);
EOF
[ $fresh = 1 ] && rm -f package-lock.json

failed=0
step() {
  local name=$1
  shift
  if "$@" >"$logs/$name.log" 2>&1; then
    echo "rehearsal: ok      $name"
  else
    failed=1
    echo "rehearsal: FAILED  $name ($logs/$name.log)"
    grep -v '^\s*$' "$logs/$name.log" | grep -iE 'error|fail|✘|×|cannot|missing|not found' | head -n 15 | sed 's/^/    /'
  fi
}

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
step install npm install --no-audit --no-fund --ignore-scripts
step patches npx patch-package --error-on-fail
step lint-deps npm run lint:deps
step typecheck npm run typecheck
step unit npm run test:unit
step build npm run build
step e2e npx playwright test "${E2E_SUBSET[@]}"
[ $failed = 0 ] && echo "rehearsal: nothing broke" || echo "rehearsal: see the FAILED steps above"
exit $failed
