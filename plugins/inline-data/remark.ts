/**
 * Remark plugin that writes figures and the reader line from src/data into MDX pages at build time.
 *
 * Why: these are text. Rendered by components in the browser, they put the components and the data
 * modules behind them (plans, readers, routes: about 3 KB gzip) into the JavaScript of every doc page,
 * only to hydrate words that never change. Written in here, a page's chunk holds the words alone.
 *
 * - `<Limit of="counters" plan="free" bare />` and `<Fact of="rewardCheck" />` become their text
 *   (`limitText` and `factText`, the functions the components use), and the page's import of the
 *   component is dropped, so neither the component nor its data reaches the page's chunk;
 * - with `{readerLine: true}` (docs), a page with `reader:` front matter gets the line that says who it
 *   is for ("For managers: …", from src/data/readers.ts) as its first block, which the theme renders
 *   right under the title. Styled by ./styles.css (class `statlas-reader`).
 *
 * An unknown limit, plan or fact fails the build with the file and line.
 */
import {limitText} from '../../src/components/Limit/text';
import {factText, isFactId} from '../../src/components/Fact/facts';
import {planLimits, plans, type PlanId, type PlanLimitId} from '../../src/data/plans';
import {getReader, isReaderId} from '../../src/data/readers';
import {docRoutes} from '../../src/data/routes';
import {newInNode, releaseHistoryNodes} from './releases';

interface Node {
  type: string;
  name?: string | null;
  value?: unknown;
  url?: string;
  depth?: number;
  attributes?: Array<{type: string; name: string; value?: unknown}>;
  children?: Node[];
  data?: {estree?: {body: Array<{type: string; source?: {value?: unknown}}>}} & Record<string, unknown>;
  position?: {start: {line: number}};
}

interface VFileLike {
  path?: string;
  data: {frontMatter?: Record<string, unknown>};
}

/** The components this plugin writes in, by the module pages import them from. */
const INLINED: Record<string, string> = {
  Limit: '@site/src/components/Limit',
  Fact: '@site/src/components/Fact',
};

/** A string attribute's value, `true` for a bare attribute (`bare`), undefined when absent. */
function attribute(node: Node, name: string): string | true | undefined {
  const found = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!found) return undefined;
  if (found.value === null || found.value === undefined) return true;
  if (typeof found.value === 'string') return found.value;
  throw new Error(`${name}={…} must be a plain string`);
}

const text = (value: string): Node => ({type: 'text', value});

/** The reader line as Markdown nodes: a `div` (not a paragraph, which search would index on every page). */
function readerLine(reader: unknown): Node | undefined {
  if (!isReaderId(reader)) return undefined;
  const info = getReader(reader);
  const children: Node[] = [{type: 'strong', children: [text(`${info.heading}:`)]}, text(` ${info.summary}`)];
  if (info.id !== 'everyone' && info.id !== 'developer') {
    children.push(text(' '), {type: 'link', url: docRoutes.permissions, children: [text('What the levels allow')]});
  }
  return {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'className', value: 'statlas-reader'},
      {type: 'mdxJsxAttribute', name: 'data-reader', value: info.id},
    ],
    children,
  };
}

export default function remarkInlineData({readerLine: withReaderLine = false}: {readerLine?: boolean} = {}) {
  return (tree: Node, file: VFileLike) => {
    const where = (node: Node) => `${file.path ?? 'page'}:${node.position?.start.line ?? '?'}`;

    const inline = (node: Node): string => {
      try {
        if (node.name === 'Fact') {
          const of = attribute(node, 'of');
          if (!isFactId(of)) throw new Error(`of="${String(of)}" names no fact`);
          return factText(of);
        }
        const of = attribute(node, 'of');
        const plan = attribute(node, 'plan');
        if (!planLimits.some((limit) => limit.id === of))
          throw new Error(`of="${String(of)}" names no limit of src/data/plans.ts`);
        if (plan !== undefined && !plans.some((p) => p.id === plan))
          throw new Error(`plan="${String(plan)}" names no plan`);
        return limitText({
          of: of as PlanLimitId,
          plan: plan as PlanId | undefined,
          bare: attribute(node, 'bare') !== undefined,
        });
      } catch (error) {
        throw new Error(`${where(node)}: <${node.name}>: ${(error as Error).message}`);
      }
    };

    const visit = (parent: Node) => {
      const children = parent.children;
      if (!children) return;
      for (let i = 0; i < children.length; i++) {
        const node = children[i]!;
        if (node.type === 'mdxJsxFlowElement' && node.name === 'ReleaseHistory') {
          const nodes = releaseHistoryNodes() as Node[];
          children.splice(i, 1, ...nodes);
          i += nodes.length - 1;
        } else if ((node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && node.name === 'NewIn') {
          try {
            const attributes = Object.fromEntries(
              (node.attributes ?? []).map((a) => {
                const value = attribute(node, a.name);
                if (typeof value !== 'string') throw new Error(`${a.name} needs a value`);
                return [a.name, value];
              }),
            );
            children[i] = newInNode(attributes, node.type === 'mdxJsxFlowElement') as Node;
          } catch (error) {
            throw new Error(`${where(node)}: <NewIn>: ${(error as Error).message}`);
          }
        } else if (
          (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') &&
          node.name &&
          node.name in INLINED
        ) {
          children[i] = text(inline(node));
        } else if (node.type === 'mdxjsEsm' && node.data?.estree) {
          // Drop the import of a component written in above: it would bring the component and its data.
          const body = node.data.estree.body;
          const kept = body.filter(
            (s) => !(s.type === 'ImportDeclaration' && Object.values(INLINED).includes(String(s.source?.value))),
          );
          if (kept.length !== body.length) {
            node.data.estree.body = kept;
            node.value = String(node.value)
              .split('\n')
              .filter(
                (line) =>
                  !Object.values(INLINED).some(
                    (source) => line.includes(`'${source}'`) || line.includes(`"${source}"`),
                  ),
              )
              .join('\n');
            if (kept.length === 0) {
              children.splice(i, 1);
              i -= 1;
              continue;
            }
          }
          visit(node);
        } else {
          visit(node);
        }
      }
    };
    visit(tree);

    if (withReaderLine) {
      const line = readerLine(file.data.frontMatter?.reader);
      if (line && tree.children) {
        // After a leading `# Title`, if the page has one, so the theme still takes it as the title.
        const first = tree.children.findIndex((n) => n.type !== 'mdxjsEsm');
        const at =
          first >= 0 && tree.children[first]!.type === 'heading' && tree.children[first]!.depth === 1
            ? first + 1
            : Math.max(first, 0);
        tree.children.splice(at, 0, line);
      }
    }
  };
}
