// Runs `npm test` one step at a time and prints each step's time at the end, so the next slow step
// is visible (.ci/run calls it). The steps are read from package.json's "test" script (the
// commands joined by &&), so they stay those of `npm test`. The times of steps that ran before
// (setup, npm ci) are passed as `--before "<name>=<seconds>"` and listed first.
//
//   node scripts/test-steps.mjs [--before "setup=12.3"]...
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';

const rows = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i += 1) {
  if (args[i] !== '--before' || !args[i + 1]) throw new Error(`test-steps: unknown argument ${args[i]}`);
  const [name, seconds] = args[(i += 1)].split('=');
  rows.push({name, seconds: Number(seconds), status: 'ok'});
}

const {scripts} = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const steps = scripts.test.split('&&').map((command) => command.trim());

function report() {
  const total = rows.reduce((sum, row) => sum + row.seconds, 0);
  const width = Math.max(...rows.map((row) => row.name.length), 5);
  console.log('\nStep times:');
  for (const row of rows) {
    const share = total > 0 ? Math.round((100 * row.seconds) / total) : 0;
    console.log(
      `  ${row.name.padEnd(width)}  ${row.seconds.toFixed(1).padStart(7)} s  ${String(share).padStart(3)} %${row.status === 'ok' ? '' : `  ${row.status}`}`,
    );
  }
  console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(7)} s`);
}

for (const command of steps) {
  // `npm run build` is listed as "build", any other command as written.
  const name = /^npm (?:run )?(\S+)$/.exec(command)?.[1] ?? command;
  const started = process.hrtime.bigint();
  const result = spawnSync(command, {shell: true, stdio: 'inherit'});
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const failed = result.status !== 0;
  rows.push({name, seconds, status: failed ? `failed (exit ${result.status ?? result.signal})` : 'ok'});
  if (failed) {
    report();
    process.exit(result.status ?? 1);
  }
}
report();
