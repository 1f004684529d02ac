import type {ReactNode} from 'react';
import {factText, type FactId} from './facts';

export type {FactId} from './facts';

/**
 * A figure from src/data inside a sentence, such as Discord's rename limit or the role reward check
 * interval. Pages never type these figures (the content check fails when they do).
 *
 * In MDX pages, plugins/inline-data writes the text in at build time (no component or data in the
 * page's JavaScript); the component is for TSX components and pages outside MDX.
 */
export default function Fact({of}: {readonly of: FactId}): ReactNode {
  return factText(of);
}
