/**
 * The one directory walker of the scripts and tests: every file under a folder, as paths relative to
 * it (with `/`), sorted.
 */
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';

/**
 * @param {string} dir the folder to walk (a missing folder has no files)
 * @param {{keep?: (relative: string) => boolean, skipDir?: (relative: string, name: string) => boolean}} [options]
 *   keep: which files to return; skipDir: which folders not to enter
 * @returns {string[]}
 */
export function listFiles(dir, {keep = () => true, skipDir = () => false} = {}) {
  /** @type {string[]} */
  const found = [];
  /** @param {string} relative */
  const walk = (relative) => {
    for (const entry of readdirSync(path.join(dir, relative), {withFileTypes: true})) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!skipDir(child, entry.name)) walk(child);
      } else if (keep(child)) {
        found.push(child);
      }
    }
  };
  if (existsSync(dir)) walk('');
  return found.sort();
}
