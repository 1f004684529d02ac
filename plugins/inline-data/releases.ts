/**
 * The release history (src/data/releases.ts) written into pages at build time, by ./remark.ts:
 *
 * - `<ReleaseHistory />` becomes one `##` section per release, newest first (heading id `v2-3`, so
 *   the table of contents and search see each release), with its date, its post and its items by
 *   kind; an item's first code span links to the page that explains its subject;
 * - `<NewIn command="stats activity" />` (or `option`, `period`, `setting`, `variable`, `condition`,
 *   `limitType`, `level`, `feature`) becomes a small "New in 2.3" label linking to that release on
 *   the changelog; a subject that no release added fails the build.
 *
 * Neither is a React component: written in here, the page holds the words and no release data.
 */
import {commandHref, getCommand, type CommandName} from '../../src/data/commands';
import {getSetting} from '../../src/data/settings';
import {conditionHref, docRoutes, limitHref} from '../../src/data/routes';
import {
  featureRoutes,
  formatReleaseDate,
  releaseAdding,
  releaseHref,
  releaseName,
  releases,
  type ReleaseItemKind,
  type ReleaseSubject,
} from '../../src/data/releases';

export interface MdNode {
  type: string;
  name?: string | null;
  value?: unknown;
  url?: string;
  depth?: number;
  ordered?: boolean;
  spread?: boolean;
  attributes?: Array<{type: string; name: string; value?: unknown}>;
  children?: MdNode[];
  data?: Record<string, unknown>;
}

const text = (value: string): MdNode => ({type: 'text', value});

/** A data string whose `backticks` mark code, as text and inlineCode nodes. */
function inlineText(value: string): MdNode[] {
  return value
    .split('`')
    .map((part, index) => (index % 2 === 1 ? {type: 'inlineCode', value: part} : text(part)))
    .filter((node) => node.value !== '');
}

/** The page that explains a subject. */
export function subjectHref(subject: ReleaseSubject): string {
  if ('command' in subject) return commandHref(getCommand(subject.command));
  if ('period' in subject) return `${docRoutes.commandGroups.stats}#periods`;
  if ('setting' in subject) {
    const setting = getSetting(subject.setting);
    return `/docs/usage/settings/${setting.category}#${setting.key}`;
  }
  if ('variable' in subject) return `/docs/tools/statdocks/settings/counters#variable-${subject.variable}`;
  if ('condition' in subject) return conditionHref(subject.condition);
  if ('limitType' in subject) return limitHref(subject.limitType);
  if ('level' in subject) return docRoutes.permissions;
  if ('planLimit' in subject) return '/docs/resources/upgrade-matrix';
  return featureRoutes[subject.feature];
}

const kindLabels: Record<ReleaseItemKind, string> = {
  added: 'Added',
  changed: 'Changed',
  fixed: 'Fixed',
  removed: 'Removed',
};

/** Markdown nodes of the whole changelog, newest release first. */
export function releaseHistoryNodes(): MdNode[] {
  const nodes: MdNode[] = [];
  for (const release of [...releases].reverse()) {
    nodes.push({
      type: 'heading',
      depth: 2,
      data: {hProperties: {id: release.id}},
      children: [text(releaseName(release))],
    });
    const meta: MdNode[] = [text(`Released ${formatReleaseDate(release.date)}.`)];
    if (release.post) {
      meta.push(text(' '), {type: 'link', url: `/blog/${release.post}`, children: [text('Read the announcement')]});
      meta.push(text('.'));
    }
    nodes.push({type: 'paragraph', children: meta});
    for (const kind of Object.keys(kindLabels) as ReleaseItemKind[]) {
      const items = release.items.filter((item) => item.kind === kind);
      if (items.length === 0) continue;
      nodes.push({type: 'paragraph', children: [{type: 'strong', children: [text(kindLabels[kind])]}]});
      nodes.push({
        type: 'list',
        ordered: false,
        spread: false,
        children: items.map((item) => {
          const children = inlineText(item.text);
          const code = children.findIndex((node) => node.type === 'inlineCode');
          const href = subjectHref(item.subject);
          if (code >= 0) children[code] = {type: 'link', url: href, children: [children[code]!]};
          else children.push(text(' '), {type: 'link', url: href, children: [text('Read more')]}, text('.'));
          return {type: 'listItem', spread: false, children: [{type: 'paragraph', children}]};
        }),
      });
    }
  }
  return nodes;
}

/** The subject a `<NewIn …>` names with its attributes. */
export function markerSubject(attributes: Record<string, string>): ReleaseSubject {
  const keys = Object.keys(attributes);
  if (attributes.command) {
    getCommand(attributes.command as CommandName);
    return attributes.option
      ? {command: attributes.command as CommandName, option: attributes.option}
      : {command: attributes.command as CommandName};
  }
  const single = ['period', 'setting', 'variable', 'condition', 'limitType', 'level', 'feature'] as const;
  const key = single.find((name) => attributes[name] !== undefined);
  if (!key || keys.length !== 1) {
    throw new Error(`takes one of command (with option), ${single.join(', ')}; got ${keys.join(', ') || 'none'}`);
  }
  return {[key]: attributes[key]} as unknown as ReleaseSubject;
}

/** The "New in 2.3" label as an inline JSX element (a span with a link inside). */
export function newInNode(attributes: Record<string, string>, flow: boolean): MdNode {
  const subject = markerSubject(attributes);
  const release = releaseAdding(subject);
  if (!release) throw new Error(`no release in src/data/releases.ts adds ${JSON.stringify(subject)}`);
  const label = release.version ? `New in ${release.version}` : `New in ${formatReleaseDate(release.date)}`;
  const span: MdNode = {
    type: 'mdxJsxTextElement',
    name: 'span',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'className', value: 'statlas-new-in'},
      {type: 'mdxJsxAttribute', name: 'data-release', value: release.id},
    ],
    children: [{type: 'link', url: releaseHref(release), children: [text(label)]}],
  };
  return flow ? {type: 'paragraph', children: [span]} : span;
}
