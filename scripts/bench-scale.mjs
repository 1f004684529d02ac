#!/usr/bin/env node
/**
 * npm run bench:scale — how the site's build and embedded search grow with ten times the content.
 *
 * In scratch copies of the project (the files git tracks or would track, node_modules as links to
 * the installed packages without the bundler cache, so every build is cold):
 * - "unmodified": the site as it is;
 * - "x10": docs and blog multiplied tenfold: nine copies of every doc page (API pages apart, which
 *   come from the OpenAPI file) under docs/scale-N/, and nine copies of every blog post
 *   (`<slug>-copy-N`), same shapes and content.
 * For each: cold build time (API page generation and `docusaurus build`), peak memory of the build
 * (max RSS, from /usr/bin/time), the embedded index size (total and per page, gzip), and the
 * dialog's cold and warm search times and the engine's query time in Node from scripts/bench-search.mjs
 * run against that build.
 * Prints one table. Options: --scratch <dir> (default <tmp>/statlas-bench-scale), --factor N
 * (default 10), --skip-search.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {copyProject as copyProjectFiles} from './bench-vanilla.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const value = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const scratch = path.resolve(value('--scratch', path.join(os.tmpdir(), 'statlas-bench-scale')));
const factor = Math.max(2, Number(value('--factor', '10')) || 10);
const skipSearch = args.includes('--skip-search');

/** Copies the project's own files (tracked, or untracked and not ignored) into `dir`. */
function copyProject(dir) {
  fs.rmSync(dir, {recursive: true, force: true});
  copyProjectFiles(root, dir);
  const tools = path.join(root, '.tools');
  if (fs.existsSync(tools)) fs.symlinkSync(fs.realpathSync(tools), path.join(dir, '.tools'));
}

const walk = (dir) =>
  fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));

/** Nine (factor - 1) more copies of every doc page and blog post. Returns the number of files added. */
function multiply(dir) {
  let added = 0;
  const docs = path.join(dir, 'docs');
  const docFiles = walk(docs).filter((f) => !path.relative(docs, f).startsWith(`api${path.sep}`));
  for (let n = 1; n < factor; n++) {
    for (const file of docFiles) {
      const to = path.join(docs, `scale-${n}`, path.relative(docs, file));
      fs.mkdirSync(path.dirname(to), {recursive: true});
      if (/\.mdx?$/.test(file)) {
        // A page with an absolute slug (the API quickstart's /api/quickstart) gets its own in each copy.
        const text = fs.readFileSync(file, 'utf8');
        fs.writeFileSync(
          to,
          text.replace(/^(slug:\s*)\/(.+)$/m, (_, key, slug) => `${key}/scale-${n}/${slug.trim()}`),
        );
        added += 1;
      } else {
        fs.copyFileSync(file, to);
      }
    }
  }
  const blog = path.join(dir, 'blog');
  const posts = fs.readdirSync(blog).filter((f) => /\.mdx?$/.test(f));
  for (let n = 1; n < factor; n++) {
    for (const post of posts) {
      const text = fs.readFileSync(path.join(blog, post), 'utf8');
      const base = post.replace(/\.mdx?$/, '');
      const slugged = /^slug:/m.test(text)
        ? text.replace(/^slug:\s*(.+)$/m, (_, slug) => `slug: ${slug.trim()}-copy-${n}`)
        : text.replace(/^---\n/, `---\nslug: ${base.replace(/^\d{4}-\d{2}-\d{2}-/, '')}-copy-${n}\n`);
      fs.writeFileSync(path.join(blog, `${base}-copy-${n}${path.extname(post)}`), slugged);
      added += 1;
    }
  }
  return added;
}

/** Runs a command under /usr/bin/time; returns wall seconds and max RSS in KB. */
function timed(command, commandArgs, cwd) {
  const result = spawnSync('/usr/bin/time', ['-f', '%e %M', command, ...commandArgs], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  const last = result.stderr.trim().split('\n').pop() ?? '';
  const [seconds, maxKb] = last.split(' ').map(Number);
  if (result.status !== 0)
    throw new Error(
      `${command} ${commandArgs.join(' ')} failed in ${cwd}:\n${result.stdout.slice(-4000)}\n${result.stderr.slice(-4000)}`,
    );
  return {seconds, maxKb, output: result.stdout + result.stderr};
}

function buildSite(dir) {
  const bin = path.join(dir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  const gen = timed(process.execPath, [bin, 'gen-api-docs', 'all', '--plugin-id', 'openapi'], dir);
  const build = timed(process.execPath, [bin, 'build'], dir);
  const index = fs.readFileSync(path.join(dir, 'build', 'search-index.json'));
  const pages = JSON.parse(index.toString('utf8')).p.length;
  const gzip = zlib.gzipSync(index).length;
  return {
    seconds: gen.seconds + build.seconds,
    maxMb: Math.max(gen.maxKb, build.maxKb) / 1024,
    routes: walk(path.join(dir, 'build')).filter((f) => f.endsWith('index.html')).length,
    pages,
    indexRaw: index.length,
    indexGzip: gzip,
    warned: /embedded search index is .* over its budget/.test(build.output),
  };
}

/** Cold and warm median and worst, from scripts/bench-search.mjs over that build. */
function searchTimes(dir) {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'scripts', 'bench-search.mjs'), '--browser', '--timings'],
    {
      cwd: root,
      env: {...process.env, BENCH_BUILD_DIR: path.join(dir, 'build')},
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    },
  );
  const read = (label) => {
    const m = result.stdout.match(new RegExp(`${label}[^\\n]*?median ([\\d.]+) ms, worst ([\\d.]+) ms`));
    return m ? {median: Number(m[1]), worst: Number(m[2])} : undefined;
  };
  const cold = read('Cold dialog');
  const warm = read('Warm dialog');
  const m = result.stdout.match(/Query in Node[^\n]*?median ([\d.]+) ms, p95 ([\d.]+) ms/);
  const node = m ? {median: Number(m[1]), worst: Number(m[2])} : undefined;
  if (!cold || !warm || !node)
    console.error(`bench:scale: could not read the search times:\n${result.stdout}\n${result.stderr}`);
  return {cold, warm, node};
}

const started = Date.now();
const results = [];
for (const variant of ['unmodified', `x${factor}`]) {
  const dir = path.join(scratch, variant);
  process.stderr.write(`bench:scale: ${variant}: copying the project into ${dir}\n`);
  copyProject(dir);
  const added = variant === 'unmodified' ? 0 : multiply(dir);
  process.stderr.write(`bench:scale: ${variant}: ${added ? `${added} pages added, ` : ''}building (cold)\n`);
  const build = buildSite(dir);
  process.stderr.write(`bench:scale: ${variant}: built in ${build.seconds.toFixed(0)} s; search timings\n`);
  results.push({variant, ...build, ...(skipSearch ? {} : searchTimes(dir))});
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (t) => (t ? `${t.median.toFixed(0)} / ${t.worst.toFixed(0)} ms` : '-');
const cols = [
  ['site', 11, (r) => r.variant],
  ['HTML pages', 10, (r) => String(r.routes)],
  ['build', 8, (r) => `${r.seconds.toFixed(0)} s`],
  ['peak RSS', 9, (r) => `${r.maxMb.toFixed(0)} MB`],
  ['indexed', 7, (r) => String(r.pages)],
  ['index gz', 9, (r) => kb(r.indexGzip)],
  ['gz/page', 8, (r) => kb(r.indexGzip / r.pages)],
  ['index raw', 10, (r) => kb(r.indexRaw)],
  ['cold search (med/worst)', 23, (r) => ms(r.cold)],
  ['warm search (med/worst)', 23, (r) => ms(r.warm)],
  [
    'engine query in Node (med/p95)',
    30,
    (r) => (r.node ? `${r.node.median.toFixed(1)} / ${r.node.worst.toFixed(1)} ms` : '-'),
  ],
  ['budget warning', 14, (r) => (r.warned ? 'yes' : 'no')],
];
const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(cols[i][1]) : c.padStart(cols[i][1]))).join('  ');
console.log(
  `bench:scale, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'CPU'}, load average ${os.loadavg()[0].toFixed(1)}`,
);
console.log(line(cols.map((c) => c[0])));
for (const r of results) console.log(line(cols.map((c) => c[2](r))));
const [a, b] = results;
console.log(
  `\nx${factor} / unmodified: build ${(b.seconds / a.seconds).toFixed(2)}x, peak memory ${(b.maxMb / a.maxMb).toFixed(2)}x, index ${(b.indexGzip / a.indexGzip).toFixed(2)}x` +
    (a.cold && b.cold && a.warm && b.warm
      ? `, cold search ${(b.cold.median / a.cold.median).toFixed(2)}x, warm search ${(b.warm.median / a.warm.median).toFixed(2)}x`
      : '') +
    (a.node && b.node
      ? `, engine query ${(b.node.median / a.node.median).toFixed(2)}x median, ${(b.node.worst / a.node.worst).toFixed(2)}x p95`
      : ''),
);
console.log(`Total time ${((Date.now() - started) / 60000).toFixed(1)} min.`);
