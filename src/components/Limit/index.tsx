import type {ReactNode} from 'react';
import {limitText, type LimitProps} from './text';

/**
 * A plan limit inside a sentence, from src/data/plans.ts: pages never type these figures (the content
 * check fails when they do), so a change of a limit changes every page.
 *
 * In MDX pages, plugins/inline-data writes the text in at build time, so a page ships neither this
 * component nor the plans data; the component is for TSX components and pages outside MDX.
 */
export default function Limit(props: LimitProps): ReactNode {
  return limitText(props);
}
