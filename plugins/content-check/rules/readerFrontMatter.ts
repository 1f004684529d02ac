/**
 * Every page under docs/ (not the generated docs/api) says who it is written for: `reader:` in its
 * front matter, one of the readers of src/data/readers.ts. A blog post may declare one too.
 */
import {readerIds, isReaderId} from '../../../src/data/readers';
import type {ContentFile, ContentRule} from '../types';

/** True for the pages that must declare a reader. */
export function needsReader(file: string): boolean {
  return file.startsWith('docs/') && !file.startsWith('docs/api/');
}

/** The 1-based line of a front matter key, or 1. */
export function frontMatterLine(source: string, key: string): number {
  const index = source.split('\n').findIndex((line) => line.startsWith(`${key}:`));
  return index < 0 ? 1 : index + 1;
}

export const readerFrontMatter: ContentRule = (file: ContentFile) => {
  const reader = file.frontMatter.reader;
  const choices = readerIds.join(' | ');
  if (reader === undefined) {
    if (!needsReader(file.file)) return [];
    return [
      {
        file: file.file,
        line: 1,
        rule: 'reader',
        message: `front matter has no reader: add \`reader: ${choices}\` as its last line`,
      },
    ];
  }
  if (isReaderId(reader)) return [];
  return [
    {
      file: file.file,
      line: frontMatterLine(file.source, 'reader'),
      rule: 'reader',
      message: `reader "${String(reader)}" is not one of ${choices}`,
    },
  ];
};

/**
 * Every blog post has a `date:` as `YYYY-MM-DD`, the date its file name starts with: the blog orders
 * and dates posts by it, and the release-history rule compares it with the releases.
 */
export const postFrontMatter: ContentRule = (file: ContentFile) => {
  if (!file.file.startsWith('blog/')) return [];
  const named = file.file.match(/(?:^|\/)(\d{4}-\d{2}-\d{2})-[^/]*$/)?.[1];
  const raw = file.frontMatter.date;
  const date = raw instanceof Date ? raw.toISOString().slice(0, 10) : typeof raw === 'string' ? raw : undefined;
  const example = named ?? new Date().toISOString().slice(0, 10);
  if (date === undefined) {
    return [
      {
        file: file.file,
        line: 1,
        rule: 'front-matter',
        message: `a blog post needs a date: add \`date: ${example}\` (YYYY-MM-DD${named ? ', the date the file name starts with' : ''}) to its front matter`,
      },
    ];
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)) || (named && date !== named)) {
    return [
      {
        file: file.file,
        line: frontMatterLine(file.source, 'date'),
        rule: 'front-matter',
        message: `date "${String(raw)}" is not ${named ? `the date the file name starts with: write \`date: ${named}\`` : `a day as YYYY-MM-DD: write \`date: ${example}\``}`,
      },
    ];
  }
  return [];
};
