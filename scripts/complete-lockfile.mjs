#!/usr/bin/env node
/**
 * Adds lock-file entries for platform-specific optional packages that the npm
 * mirror used here does not serve (for example @swc/core-darwin-arm64).
 *
 * Why: `npm install` silently leaves such packages out of package-lock.json when
 * the registry has no metadata for them, and `npm ci` then refuses the lock file
 * ("Missing: @swc/core-darwin-arm64@ from lock file"). An entry with the package's
 * real os, cpu and libc (read from its name, as those packages are named) lets `npm ci`
 * skip it on other platforms and fetch it by version on the platform it is for: without
 * libc, a musl-only package would be tried on glibc Linux too. Entries this script added
 * before (they have no integrity) get a missing libc filled in. Run `npm run lock:complete`
 * after every `npm install`.
 */
import {readFileSync, writeFileSync} from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openbsd', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  const libc = parts.includes('musl') ? 'musl' : parts.some((p) => p.startsWith('gnu')) ? 'glibc' : undefined;
  return {os, cpu, libc};
}

let completed = 0;
for (const [path, entry] of Object.entries(packages)) {
  if (!path || entry.integrity || !entry.optional || entry.libc) continue;
  const {libc} = platformOf(path);
  if (!libc) continue;
  entry.libc = [libc];
  completed += 1;
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${dep}`;
    if (packages[nested] || packages[`node_modules/${dep}`]) continue;
    const {os, cpu, libc} = platformOf(dep);
    packages[`node_modules/${dep}`] = {
      version,
      optional: true,
      ...(os ? {os: [os]} : {}),
      ...(cpu ? {cpu: [cpu]} : {}),
      ...(libc ? {libc: [libc]} : {}),
    };
    added += 1;
  }
}

writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
const entries = (n) => `${n} platform-specific optional entr${n === 1 ? 'y' : 'ies'}`;
console.log(`complete-lockfile: added ${entries(added)}, set libc on ${entries(completed)}`);
