#!/usr/bin/env node
/**
 * Writes the other colour mode of every docs figure, so figures follow the reader's colour mode.
 *
 * Each figure in static/img/docs/ is drawn once, as `<name>.light.svg` or `<name>.dark.svg`. This
 * script writes the missing twin by flipping the lightness of every colour (hue and saturation stay),
 * so both files share one drawing and one palette. Pages show the pair with
 * `<Figure src="/img/docs/<folder>/<name>" alt="…" />`, which picks the file of the current mode.
 *
 *   node scripts/figure-variants.mjs          # writes the twins
 *   node scripts/figure-variants.mjs --check  # exits 1 when a twin is missing or out of date
 *
 * Flipping alone can leave accent text weak on its new background, so after the flip every text fill
 * is checked against the shape it sits on and, when it falls short of 4.5:1 (WCAG AA), moved in
 * lightness (same hue) to the nearest colour that reaches it. The ratio is computed, never tuned by hand.
 */
import {readFileSync, writeFileSync, existsSync} from 'node:fs';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';

import {listFiles} from './list-files.mjs';

const root = new URL('../static/img/docs/', import.meta.url).pathname;
const check = process.argv.includes('--check');

function walk(dir) {
  return listFiles(dir).map((file) => join(dir, file));
}

function rgb(hex) {
  let h = hex.slice(1);
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16) / 255);
}

function toHsl(hex) {
  const [r, g, b] = rgb(hex);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  let hue = 0;
  if (d !== 0) {
    if (max === r) hue = ((g - b) / d) % 6;
    else if (max === g) hue = (b - r) / d + 2;
    else hue = (r - g) / d + 4;
  }
  return [(hue * 60 + 360) % 360, s, l];
}

function fromHsl(hue, s, l) {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = l - c / 2;
  const [r1, g1, b1] =
    hue < 60
      ? [c, x, 0]
      : hue < 120
        ? [x, c, 0]
        : hue < 180
          ? [0, c, x]
          : hue < 240
            ? [0, x, c]
            : hue < 300
              ? [x, 0, c]
              : [c, 0, x];
  return `#${[r1, g1, b1]
    .map((v) =>
      Math.round(Math.min(1, Math.max(0, v + m)) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function flip(hex) {
  const [hue, s, l] = toHsl(hex);
  // Flip lightness; keep mid tones (accents) close to where they are so they stay recognisable.
  // Text that ends up too weak on its background is corrected afterwards (see readable()).
  return fromHsl(hue, s, l > 0.35 && l < 0.65 ? l : 1 - l);
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
export function contrast(a, b) {
  const lum = (hex) => {
    const [r, g, b2] = rgb(hex).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b2;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

/** WCAG AA for normal text. Corrections aim a little higher so corrected text is not borderline. */
export const minContrast = 4.5;
const targetContrast = 5;

const attr = (attrs, name) => attrs.match(new RegExp(`(?:^|\\s)${name}="([^"]*)"`))?.[1];
const styleFill = (style) => style?.match(/(?:^|;)\s*fill:\s*(#[0-9a-fA-F]{3,6}|none)/)?.[1];
const named = (colour) => (colour === 'white' ? '#ffffff' : colour === 'black' ? '#000000' : colour);

/**
 * Every text of a figure with its fill and the fill of the shape it sits on: the last rect or circle
 * drawn before it that covers the text's anchor point, or the figure's backdrop. `source` names where
 * the fill comes from (`.class`, `text`, or the element itself), so a correction can change it once.
 */
export function texts(svg) {
  const css = svg.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
  const rules = new Map();
  for (const [, selector, body] of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const fill = styleFill(body);
    if (fill) for (const s of selector.split(',')) rules.set(s.trim(), fill);
  }
  const body = svg.replace(/<defs>[\s\S]*?<\/defs>/g, (m) => ' '.repeat(m.length));
  const shapes = [];
  const out = [];
  const groups = [undefined]; // fill inherited from enclosing <g> elements
  for (const m of body.matchAll(/<(\/g|g|rect|circle|text)\b([^>]*)>/g)) {
    const [, tag, attrs] = m;
    if (tag === '/g') {
      groups.pop();
      continue;
    }
    if (tag === 'g') {
      groups.push(styleFill(attr(attrs, 'style')) ?? attr(attrs, 'fill') ?? groups.at(-1));
      continue;
    }
    const classes = (attr(attrs, 'class') ?? '').split(/\s+/).filter(Boolean);
    const classRule = [...classes].reverse().find((c) => rules.has(`.${c}`));
    const own = styleFill(attr(attrs, 'style')) ?? attr(attrs, 'fill');
    const num = (name, fallback = 0) => Number(attr(attrs, name) ?? fallback);
    if (tag === 'text') {
      const size = Number(
        attrs.match(/font-size="([\d.]+)"/)?.[1] ??
          css.match(new RegExp(`\\.${classes[0]}\\{[^}]*font-size:([\\d.]+)px`))?.[1] ??
          16,
      );
      const anchor =
        attr(attrs, 'text-anchor') ??
        css.match(new RegExp(`\\.${classes[0]}\\{[^}]*text-anchor:(\\w+)`))?.[1] ??
        'start';
      const x = num('x') + (anchor === 'start' ? 2 : anchor === 'end' ? -2 : 0);
      const y = num('y') - size * 0.35;
      const under = shapes.findLast((s) => s.covers(x, y));
      // CSS precedence: the style attribute, then style sheet rules (class before element), then
      // the fill attribute (a presentation attribute loses to any rule), then the enclosing group.
      const inline = styleFill(attr(attrs, 'style'));
      const rule = classRule ? `.${classRule}` : rules.has('text') ? 'text' : undefined;
      const fill = named(
        inline ?? (rule ? rules.get(rule) : undefined) ?? attr(attrs, 'fill') ?? groups.at(-1) ?? '#000000',
      );
      const source = inline || !rule ? m.index : rule;
      const label = body
        .slice(m.index + m[0].length)
        .match(/^([^<]*)/)[1]
        .trim();
      out.push({label, fill, background: under?.fill ?? '#ffffff', source, index: m.index, length: m[0].length});
      continue;
    }
    const fill = named(own ?? (classRule ? rules.get(`.${classRule}`) : (rules.get(tag) ?? groups.at(-1))));
    if (!fill || fill === 'none' || /opacity/.test(attrs)) continue;
    if (tag === 'rect') {
      const [x, y, w, h] = [num('x'), num('y'), num('width'), num('height')];
      shapes.push({fill, covers: (px, py) => px >= x && px <= x + w && py >= y && py <= y + h});
    } else {
      const [cx, cy, r] = [num('cx'), num('cy'), num('r')];
      shapes.push({fill, covers: (px, py) => (px - cx) ** 2 + (py - cy) ** 2 <= r * r});
    }
  }
  return out;
}

/** The colour nearest to `fill` in lightness (same hue and saturation) with `targetContrast` on every background, or undefined. */
function nearestReadable(fill, backgrounds) {
  const [hue, s, l] = toHsl(fill);
  for (let step = 0; step <= 100; step++) {
    for (const l2 of [l - step / 100, l + step / 100]) {
      if (l2 < 0 || l2 > 1) continue;
      const candidate = fromHsl(hue, s, l2);
      if (backgrounds.every((b) => contrast(candidate, b) >= targetContrast)) return candidate;
    }
  }
  return undefined;
}

/** The <text> tag `t` with its own fill set to `colour`, in its style attribute so no style sheet rule overrides it. */
function refill(svg, t, colour) {
  const tag = svg.slice(t.index, t.index + t.length).replace(/\sfill="[^"]*"/, '');
  if (/style="[^"]*fill:/.test(tag)) return tag.replace(/fill:\s*#[0-9a-fA-F]{3,6}/, `fill:${colour}`);
  if (/\sstyle="/.test(tag)) return tag.replace(/\sstyle="([^"]*?);?"/, ` style="$1;fill:${colour}"`);
  return tag.replace('<text', `<text style="fill:${colour}"`);
}

/**
 * Changes text fills that fall short of `minContrast` on the shape they sit on: the shared rule
 * (`text`, `.class`) when one colour can serve every text using it, otherwise each weak text alone.
 */
function readable(svg) {
  const all = texts(svg);
  const weak = all.filter((t) => contrast(t.fill, t.background) < minContrast);
  if (weak.length === 0) return svg;
  const source = weak[0].source;
  const users = all.filter((t) => t.source === source);
  const shared =
    typeof source === 'string' &&
    nearestReadable(
      users[0].fill,
      users.map((t) => t.background),
    );
  if (shared) {
    const css = svg.match(/<style>[\s\S]*?<\/style>/);
    const selector = source.replace('.', '\\.');
    const updated = css[0].replace(
      new RegExp(`((?:^|[}\\s>,])${selector}\\s*\\{[^}]*fill:\\s*)#[0-9a-fA-F]{3,6}`),
      `$1${shared}`,
    );
    return readable(svg.slice(0, css.index) + updated + svg.slice(css.index + css[0].length));
  }
  const t = weak[0];
  const colour = nearestReadable(t.fill, [t.background]);
  if (!colour) throw new Error(`no readable colour for "${t.label}" on ${t.background}`);
  return readable(svg.slice(0, t.index) + refill(svg, t, colour) + svg.slice(t.index + t.length));
}

export function twin(svg) {
  return readable(svg.replace(/#(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{3})\b/g, flip).replace(/"white"/g, '"#000000"'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();

function main() {
  let stale = 0;
  for (const path of walk(root)) {
    const m = path.match(/^(.*)\.(light|dark)\.svg$/);
    if (!m) continue;
    const other = `${m[1]}.${m[2] === 'light' ? 'dark' : 'light'}.svg`;
    const source = readFileSync(path, 'utf8');
    if (!source.includes('<!-- source -->')) continue;
    const output = twin(source).replace('<!-- source -->', '<!-- generated by scripts/figure-variants.mjs -->');
    if (check) {
      if (!existsSync(other) || readFileSync(other, 'utf8') !== output) {
        console.error(`${other} is missing or out of date: run node scripts/figure-variants.mjs`);
        stale++;
      }
    } else {
      writeFileSync(other, output);
      console.log(`wrote ${other.slice(root.length)}`);
    }
  }
  process.exit(stale ? 1 : 0);
}
