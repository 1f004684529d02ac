/**
 * How the content rules read a Markdown or MDX page: its units (paragraphs, list items, table rows,
 * headings, fenced code blocks), the commands it shows and the sentences around them. Front matter
 * lines are blanked, not removed, so every line number is the file's.
 */
import {commands, type Command} from '../../src/data/commands';

export interface Unit {
  /** 1-based line of the unit's first line (for a code block, of its first code line). */
  readonly start: number;
  readonly lines: readonly string[];
  readonly code: boolean;
}

export interface Usage {
  readonly file: string;
  /** 1-based line of the snippet. */
  readonly line: number;
  readonly text: string;
  /** Index of the unit the snippet is in. */
  readonly unit: number;
}

/** The page text with its front matter lines emptied. */
export function body(source: string): string {
  const lines = source.split('\n');
  if (lines[0]?.trim() !== '---') return source;
  const end = lines.findIndex((line, i) => i > 0 && line.trim() === '---');
  if (end < 0) return source;
  return lines.map((line, i) => (i <= end ? '' : line)).join('\n');
}

/** The page text a reader reads: `body`, with MDX (`{/* … *\/}`) and HTML comments on one line blanked. */
export function readText(source: string): string {
  return body(source)
    .split('\n')
    .map((line) => line.replace(/\{\/\*.*?\*\/\}/g, ' ').replace(/<!--.*?-->/g, ' '))
    .join('\n');
}

const byLength = [...commands].sort((a, b) => b.name.length - a.name.length);
const roots = new Set(commands.map((c) => c.name.split(' ')[0]));

/** Splits a page into paragraphs, list items, table rows, headings and fenced code blocks. */
export function units(source: string): Unit[] {
  const lines = body(source).split('\n');
  const found: Unit[] = [];
  let current: {start: number; lines: string[]; code: boolean} | null = null;
  const close = () => {
    if (current && current.lines.length > 0) found.push(current);
    current = null;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (/^\s*```/.test(line)) {
      close();
      const block: string[] = [];
      let j = i + 1;
      while (j < lines.length && !/^\s*```/.test(lines[j])) block.push(lines[j++]);
      found.push({start: i + 2, lines: block, code: true});
      i = j;
      continue;
    }
    if (line.trim() === '') {
      close();
      continue;
    }
    const startsUnit = /^\s*(?:[-*]|\d+\.)\s|^\s*\||^#/.test(line);
    if (startsUnit) close();
    if (!current) current = {start: i + 1, lines: [], code: false};
    current.lines.push(line);
    if (/^\s*\||^#/.test(line)) close();
  }
  close();
  return found;
}

/** Every command snippet of a page (inline code or a code block line starting with `/` or `s!`), with its line and unit. */
export function usagesIn(file: string, source: string): Usage[] {
  const found: Usage[] = [];
  units(source).forEach((unit, index) => {
    unit.lines.forEach((line, offset) => {
      const snippets = unit.code ? [line] : Array.from(line.matchAll(/`([^`\n]+)`/g), (m) => m[1]);
      for (const snippet of snippets) {
        const text = snippet.trim();
        const m = text.match(/^(?:\/|s!)([a-z]+)/);
        if (m && roots.has(m[1])) found.push({file, line: unit.start + offset, text, unit: index});
      }
    });
  });
  return found;
}

/** The command a snippet names, or null when the words after the slash name no command. */
export function commandOf(text: string): {command: Command; rest: string} | null {
  const body = text.replace(/^(?:\/|s!)/, '');
  const command = byLength.find((c) => body === c.name || body.startsWith(`${c.name} `));
  return command ? {command, rest: body.slice(command.name.length)} : null;
}

/**
 * Prose lines of a page: front matter, fenced code, inline code, link targets, HTML comments,
 * import lines and JSX tags emptied, so that a rule reads only the words a reader reads typed
 * by the writer. Lines keep their numbers.
 */
export function proseLines(source: string): string[] {
  const lines = body(source).split('\n');
  let fenced = false;
  return lines.map((line) => {
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      return '';
    }
    if (fenced || /^(?:import|export)\s/.test(line)) return '';
    return line
      .replace(/`[^`]*`/g, ' ')
      .replace(/<!--.*?-->/g, ' ')
      .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
      .replace(/\]\([^)]*\)/g, ']')
      .replace(/\{\/\*.*?\*\/\}/g, ' ');
  });
}
