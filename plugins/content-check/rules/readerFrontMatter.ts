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
