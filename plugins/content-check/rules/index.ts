/**
 * The content rules, run on every docs and blog source by `npm run lint:content`, `docusaurus build`
 * (errors fail it) and `docusaurus start` (printed as warnings). To add a rule, write a module that
 * exports a ContentRule (../types.ts) with a unit test whose fixture fails without it, and list it here.
 */
import type {ContentRule} from '../types';
import {botPermissionLists} from './botPermissionLists';
import {commandSyntax} from './commandSyntax';
import {destructiveSteps} from './destructiveSteps';
import {discordMessages} from './discordMessages';
import {exampleFacts} from './exampleFacts';
import {exampleServerName} from './exampleServerName';
import {mdxImports} from './mdxImports';
import {menuPaths} from './menuPaths';
import {paidExamples} from './paidExamples';
import {quotedErrors} from './quotedErrors';
import {postFrontMatter, readerFrontMatter} from './readerFrontMatter';
import {releaseHistory} from './releaseHistory';
import {stepLevels} from './stepLevels';
import {typedFigures} from './typedFigures';

export const rules: ContentRule[] = [
  readerFrontMatter,
  postFrontMatter,
  commandSyntax,
  stepLevels,
  destructiveSteps,
  quotedErrors,
  typedFigures,
  botPermissionLists,
  paidExamples,
  exampleServerName,
  discordMessages,
  mdxImports,
  exampleFacts,
  menuPaths,
  releaseHistory,
];

/** The rules run on the OpenAPI spec (`specPaths` of ../load.ts): its examples show the example server too. */
export const specRules: ContentRule[] = [exampleFacts];
