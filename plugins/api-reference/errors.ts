/**
 * The API's error responses, read from the spec, and the remark plugin that writes them into the
 * "API errors" page (docs/developers/api-errors.mdx) at build time.
 *
 * Each error is a response of `components.responses` that operations answer with a 4xx status. The spec
 * gives everything the page shows: the status (from the operations that reference the response), the
 * `error` code and the body (the response's example), the cause (the response's `description`), the fix
 * (its `x-fix`) and the headers it carries. `<ApiErrors />` in MDX (no import) becomes, for each error,
 * an `h2` whose anchor is the error code (`#rate_limited`), then the cause, the body, the headers and the
 * fix as Markdown, so the page's table of contents and the search index hold them. Operation pages link
 * each of their error statuses to its section (./generators.ts).
 */
import fs from 'node:fs';
import {STATUS_CODES} from 'node:http';
import path from 'node:path';
import {parse} from 'yaml';
import {API_ERRORS_ROUTE} from '../../src/config/apiRoutes';
import {existingSpecFile} from './spec.mjs';

export interface ApiError {
  /** HTTP status, such as `429`. */
  readonly status: string;
  /** Its reason phrase, such as `Too Many Requests`. */
  readonly statusText: string;
  /** The body's `error`, such as `rate_limited`. */
  readonly code: string;
  /** Name of the response in `components.responses`, such as `TooManyRequests`. */
  readonly component: string;
  /** When the API answers it: Markdown, from the response's description. */
  readonly cause: string;
  /** What the caller does about it: Markdown, from the response's `x-fix`. */
  readonly fix: string;
  /** The example body. */
  readonly body: Record<string, unknown>;
  /** Names of the headers the response carries. */
  readonly headers: readonly string[];
  /** operationIds of the operations that can answer it. */
  readonly operations: readonly string[];
}

/* eslint-disable @typescript-eslint/no-explicit-any */
type Spec = any;

/** The anchor of an error's section on the API errors page: its code. */
export const errorAnchor = (code: string): string => code;

/** The link to an error's section. */
export const errorHref = (code: string): string => `${API_ERRORS_ROUTE}#${errorAnchor(code)}`;

/** Every error response of the spec, by status, with what the errors page shows. Throws on a gap. */
export function apiErrors(spec: Spec): ApiError[] {
  const byComponent = new Map<string, {status: string; operations: string[]}>();
  for (const item of Object.values<any>(spec.paths ?? {})) {
    for (const op of Object.values<any>(item)) {
      for (const [status, response] of Object.entries<any>(op?.responses ?? {})) {
        const ref: unknown = response?.$ref;
        if (!/^4\d\d$/.test(status) || typeof ref !== 'string') continue;
        const component = ref.replace('#/components/responses/', '');
        const entry = byComponent.get(component) ?? {status, operations: []};
        if (entry.status !== status) {
          throw new Error(`components.responses.${component} is answered as ${entry.status} and as ${status}`);
        }
        entry.operations.push(op.operationId);
        byComponent.set(component, entry);
      }
    }
  }
  return [...byComponent.entries()]
    .map(([component, {status, operations}]) => {
      const response = spec.components?.responses?.[component];
      const media = response?.content?.['application/json'];
      const body = media?.example;
      const where = `components.responses.${component}`;
      if (!body || typeof body.error !== 'string') throw new Error(`${where} has no example body with an \`error\``);
      if (typeof response['x-fix'] !== 'string') throw new Error(`${where} has no \`x-fix\`: say what fixes it`);
      return {
        status,
        statusText: STATUS_CODES[Number(status)] ?? '',
        code: body.error as string,
        component,
        cause: String(response.description).trim(),
        fix: String(response['x-fix']).trim(),
        body,
        headers: Object.keys(response.headers ?? {}),
        operations,
      };
    })
    .sort((a, b) => a.status.localeCompare(b.status));
}

/** The spec the pages are generated from, parsed. */
export function loadSpec(siteDir = process.cwd()): Spec {
  return parse(fs.readFileSync(path.join(siteDir, existingSpecFile(siteDir)), 'utf8'));
}
/* eslint-enable @typescript-eslint/no-explicit-any */

interface Node {
  type: string;
  name?: string | null;
  value?: string;
  url?: string;
  lang?: string;
  depth?: number;
  children?: Node[];
  data?: Record<string, unknown>;
  position?: {start: {line: number}};
}

const text = (value: string): Node => ({type: 'text', value});

/** Markdown of one line, with `code` and [links](url), as inline nodes. */
function inline(markdown: string): Node[] {
  const nodes: Node[] = [];
  const pattern = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const m of markdown.matchAll(pattern)) {
    if (m.index > last) nodes.push(text(markdown.slice(last, m.index)));
    if (m[1] !== undefined) nodes.push({type: 'inlineCode', value: m[1]});
    else nodes.push({type: 'link', url: m[3], children: inline(m[2]!)});
    last = m.index + m[0].length;
  }
  if (last < markdown.length) nodes.push(text(markdown.slice(last)));
  return nodes;
}

const paragraph = (label: string, markdown: string): Node => ({
  type: 'paragraph',
  children: [{type: 'strong', children: [text(label)]}, text(' '), ...inline(markdown.replace(/\s+/g, ' '))],
});

/** The body on one line, as the API sends it and a reader pastes it: `{"error": "…", "message": "…"}`. */
export const bodyLine = (body: Record<string, unknown>): string =>
  `{${Object.entries(body)
    .map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`)
    .join(', ')}}`;

/**
 * The Markdown of one error's section. The body comes first, on one line: the search index keeps the
 * start of each paragraph, so a pasted body finds its section.
 */
export function errorNodes(error: ApiError): Node[] {
  const names = error.headers.map((h) => `\`${h}\``);
  // A response without headers says why in its description (the 401: no key, no budget to count).
  const headerNote = names.length
    ? ` The response carries ${names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]}.`
    : '';
  return [
    {
      type: 'heading',
      depth: 2,
      children: [{type: 'inlineCode', value: error.code}, text(`: ${error.status} ${error.statusText}`)],
      data: {hProperties: {id: errorAnchor(error.code)}, id: errorAnchor(error.code)},
    },
    {type: 'paragraph', children: [{type: 'inlineCode', value: bodyLine(error.body)}]},
    {
      type: 'paragraph',
      children: [
        text(`The API answers HTTP ${error.status} ${error.statusText} with a body like this one, whose `),
        {type: 'inlineCode', value: 'error'},
        text(' is always '),
        {type: 'inlineCode', value: error.code},
        text('.'),
        ...inline(headerNote),
      ],
    },
    paragraph('When.', error.cause),
    paragraph('What to do.', error.fix),
  ];
}

/** Remark plugin: `<ApiErrors />` becomes every error of the spec. */
export default function remarkApiErrors(options: {siteDir?: string} = {}) {
  let errors: ApiError[] | undefined;
  return (tree: Node): void => {
    const visit = (parent: Node) => {
      const children = parent.children;
      if (!children) return;
      for (let i = 0; i < children.length; i += 1) {
        const node = children[i]!;
        if (node.type === 'mdxJsxFlowElement' && node.name === 'ApiErrors') {
          errors ??= apiErrors(loadSpec(options.siteDir));
          const replacement = errors.flatMap(errorNodes);
          children.splice(i, 1, ...replacement);
          i += replacement.length - 1;
          continue;
        }
        visit(node);
      }
    };
    visit(tree);
  };
}
