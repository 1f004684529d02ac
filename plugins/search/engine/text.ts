/**
 * The text rules the index build and the browser engine share (HTML escaping is ./escapeHtml): words,
 * stop words, singulars and stems, highlighting and snippets. Words are runs of letters and digits; everything else separates words, except
 * that a version number ("2.3.1") is one word, and so is a snake_case name ("track_bots", also
 * indexed as its parts, as Algolia's `separatorsToIndex: "_"`).
 */
import {stemmer} from 'stemmer';

import {escapeHtml} from './escapeHtml';

const WORD = /\p{N}+(?:\.\p{N}+)+|[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)*/gu;

/** Lower case without diacritics, so "Café" and "cafe" are the same word. */
const normalize = (word: string) =>
  word
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** "RateLimitHeaders" -> ["rate", "limit", "headers"], as Algolia's camelCaseAttributes. */
const camelParts = (word: string) =>
  /\p{Ll}\p{Lu}/u.test(word) ? word.split(/(?<=\p{Ll})(?=\p{Lu})/u).map(normalize) : [];

/**
 * English singular of a normalized word ("counters" -> "counter", "categories" -> "category"),
 * or the word itself: plurals match singulars, as with Algolia's ignorePlurals.
 */
// cspell:ignore ches shes
export function singular(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ses|xes|zes|ches|shes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Words that carry no meaning in a task-style query ("how do I add the bot"): the engine skips them, and the index stores readers' searches without them. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  // Contractions lose their apostrophe in words: "don't" -> "don", "t".
  // cspell:ignore doesn didn aren
  'a an and are as at be by can do does for from how i in is it me my of on or the to what when where which who why with you your don doesn didn isn aren won t s'
    .split(' ')
    // Query words arrive singular ("does" -> "doe"), so the singular forms are stop words too.
    .flatMap((w) => [w, singular(w)]),
);

/** Whether a word has a stem of its own: letters only, four or more (shorter words are their own stem). */
export const stemmable = (word: string) => /^\p{L}{4,}$/u.test(word);

/** The word with its letters at `at` and the next swapped: one typo, as Algolia counts a transposition. */
export const swapped = (word: string, at: number) => word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);

/** Porter's stem, marked so that it never equals a word ("counting" -> "count~"). */
export const stem = (word: string) => `${stemmer(word)}~`;

/** The forms of each word read so far: a page's words repeat, and highlighting reads them again. */
const formsOf = new Map<string, string[]>();

/** Every form a word of a text is indexed as: normalized, singular, snake_case and camelCase parts. */
function forms(word: string): string[] {
  let known = formsOf.get(word);
  if (!known) formsOf.set(word, (known = wordFormsOf(word)));
  return known;
}

function wordFormsOf(word: string): string[] {
  const norm = normalize(word);
  const parts = norm.includes('_') ? norm.split('_') : [];
  return [
    ...new Set([
      norm,
      singular(norm),
      ...parts,
      ...parts.map(singular),
      ...camelParts(word),
      ...(stemmable(norm) ? [stem(norm)] : []),
    ]),
  ];
}

/** Each word of a text, in order, as the forms it is indexed as. */
export function wordForms(text: string): string[][] {
  return (text.match(WORD) ?? []).map(forms);
}

/** Words of a text as they are indexed. */
export const tokenize = (text: string) => wordForms(text).flat();

/** A negative contraction, with or without its apostrophe, as the docs write it: "didnt" -> "did not", "won't" -> "will not". */
const CONTRACTION = /\b(do|does|did|is|are|was|were|has|have|had|ca|wo|could|would|should)n['’]?t\b/giu;
const writeOut = (text: string) =>
  text.replace(
    CONTRACTION,
    (_, verb: string) => `${({ca: 'can', wo: 'will'} as Record<string, string>)[verb.toLowerCase()] ?? verb} not`,
  );

/** Words of a query: normalized and singular, camelCase words split, contractions written out. */
export function queryWords(text: string): string[] {
  return (writeOut(text).match(WORD) ?? []).flatMap((word) => {
    const parts = camelParts(word);
    return (parts.length ? parts : [normalize(word)]).map(singular);
  });
}

/** The last word of a query as typed, normalized but not made singular: the word a completion extends. */
export const lastTyped = (text: string, word = text.match(WORD)?.at(-1) ?? '') =>
  camelParts(word).at(-1) ?? normalize(word);

export type MatchLevel = 'none' | 'partial' | 'full';

/** Per query word, the index words the engine's matcher let it stand for. */
export type MatchMap = Map<string, Set<string>>;

interface Word {
  start: number;
  end: number;
  /** The query word this text word answers, if any. */
  match?: string;
}

function words(text: string, matched: MatchMap): Word[] {
  return [...text.matchAll(WORD)].map((m) => {
    const own = forms(m[0]);
    let match: string | undefined;
    for (const [word, set] of matched) if (!match && own.some((f) => set.has(f))) match = word;
    return {start: m.index!, end: m.index! + m[0].length, ...(match ? {match} : {})};
  });
}

/**
 * Words `from` to `to` of `text`, escaped piece by piece BEFORE the highlight tags go in, so markup
 * in page content or in a query never becomes HTML; `ellipsis` where the text was cut.
 */
function render(text: string, ws: Word[], from: number, to: number, matched: MatchMap, tags: [string, string, string]) {
  const [pre, post, ellipsis] = tags;
  const found = new Set<string>();
  let out = from > 0 ? ellipsis : escapeHtml(text.slice(0, ws[0]?.start ?? text.length));
  let cursor = ws[from]?.start ?? text.length;
  for (const w of ws.slice(from, to)) {
    if (!w.match) continue;
    found.add(w.match);
    out += escapeHtml(text.slice(cursor, w.start)) + pre + escapeHtml(text.slice(w.start, w.end)) + post;
    cursor = w.end;
  }
  out += escapeHtml(text.slice(cursor, to > from ? ws[to - 1]!.end : cursor));
  out += to < ws.length ? ellipsis : escapeHtml(text.slice(ws.at(-1)?.end ?? text.length));
  const matchLevel: MatchLevel = found.size === 0 ? 'none' : found.size >= matched.size ? 'full' : 'partial';
  return {value: out, matchLevel, found};
}

export function highlight(text: string, matched: MatchMap, pre: string, post: string) {
  const ws = words(text, matched);
  const {value, matchLevel, found} = render(text, ws, 0, ws.length, matched, [pre, post, '']);
  return {
    value,
    matchLevel,
    matchedWords: [...found],
    ...(matchLevel !== 'none' ? {fullyHighlighted: ws.every((w) => w.match)} : {}),
  };
}

/**
 * A window of `size` words around the first match (or the first `size` words), escaped and
 * highlighted, with `ellipsis` where the text was cut, as Algolia's `attribute:size` snippets.
 */
export function snippet(text: string, size: number, matched: MatchMap, pre: string, post: string, ellipsis: string) {
  const ws = words(text, matched);
  const first = ws.findIndex((w) => w.match);
  // Start a little before the first match so the reader sees some context.
  const start = Math.max(0, Math.min(first < 0 ? 0 : first - Math.min(2, Math.floor(size / 3)), ws.length - size));
  const {value, matchLevel} = render(text, ws, start, Math.min(ws.length, start + size), matched, [
    pre,
    post,
    ellipsis,
  ]);
  return {value, matchLevel};
}
