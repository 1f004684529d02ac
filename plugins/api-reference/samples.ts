/**
 * Code samples (curl, JavaScript, Python), written into each operation page at generation time. Their
 * tabs share the quickstart's `groupId`, so the language a reader picks holds across the API docs.
 */
import {API_LANGUAGE_GROUP} from '../../src/config/apiRoutes';

interface SampleParameter {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  schema?: {example?: unknown; default?: unknown};
}

export interface SampleOperation {
  method: string;
  path: string;
  parameters?: SampleParameter[];
  servers?: {url: string}[];
}

/** Optional query parameters left out of samples: they narrow a request rather than show its shape. */
const SAMPLE_SKIPPED_QUERY = new Set(['from', 'to', 'channelId', 'compare']);

function exampleOf(param: SampleParameter): string | undefined {
  const value = param.example ?? param.schema?.example ?? param.schema?.default;
  return value === undefined ? undefined : String(value);
}

/** The request a sample sends: full URL (path parameters filled with their examples) and query pairs. */
export function sampleRequest(op: SampleOperation, serverUrl: string): {url: string; query: [string, string][]} {
  let urlPath = op.path;
  const query: [string, string][] = [];
  for (const param of op.parameters ?? []) {
    const value = exampleOf(param);
    if (param.in === 'path') {
      urlPath = urlPath.replace(`{${param.name}}`, encodeURIComponent(value ?? `<${param.name}>`));
    } else if (
      param.in === 'query' &&
      value !== undefined &&
      (param.required || !SAMPLE_SKIPPED_QUERY.has(param.name))
    ) {
      query.push([param.name, value]);
    }
  }
  return {url: serverUrl.replace(/\/$/, '') + urlPath, query};
}

/** curl, JavaScript (fetch) and Python (requests) samples for one operation. */
export function codeSamples(
  op: SampleOperation,
  serverUrl: string,
): {lang: string; label: string; value: string; code: string}[] {
  const {url, query} = sampleRequest(op, serverUrl);
  const search = new URLSearchParams(query).toString();
  const fullUrl = search ? `${url}?${search}` : url;
  const method = op.method.toUpperCase();
  const curl = [
    `curl --request ${method} \\`,
    `  --url '${fullUrl}' \\`,
    `  --header "Authorization: Bearer $STATLAS_API_KEY"`,
  ].join('\n');
  const js = [
    `const response = await fetch('${fullUrl}', {`,
    ...(method === 'GET' ? [] : [`  method: '${method}',`]),
    '  headers: {Authorization: `Bearer ${process.env.STATLAS_API_KEY}`},',
    '});',
    'if (!response.ok) {',
    '  throw new Error(`Statlas API answered ${response.status}`);',
    '}',
    'const data = await response.json();',
    'console.log(data);',
  ].join('\n');
  const pyParams = query.length ? `    params={${query.map(([k, v]) => `"${k}": "${v}"`).join(', ')}},\n` : '';
  const python = [
    'import os',
    '',
    'import requests',
    '',
    `response = requests.${op.method.toLowerCase()}(`,
    `    "${url}",`,
    `${pyParams}    headers={"Authorization": f"Bearer {os.environ['STATLAS_API_KEY']}"},`,
    '    timeout=10,',
    ')',
    'response.raise_for_status()',
    'print(response.json())',
  ].join('\n');
  return [
    {lang: 'bash', label: 'curl', value: 'curl', code: curl},
    {lang: 'javascript', label: 'JavaScript', value: 'javascript', code: js},
    {lang: 'python', label: 'Python', value: 'python', code: python},
  ];
}

export function fence(lang: string, code: string): string {
  return `\`\`\`${lang}\n${code}\n\`\`\``;
}

export function codeSamplesMd(op: SampleOperation, serverUrl: string): string {
  const tabs = codeSamples(op, serverUrl)
    .map((s) => `<TabItem value="${s.value}" label="${s.label}">\n\n${fence(s.lang, s.code)}\n\n</TabItem>`)
    .join('\n');
  return [
    '## Code samples\n\n',
    'Set `STATLAS_API_KEY` to a key from the dashboard (**Settings › API keys**) before you run a sample.\n\n',
    `<Tabs groupId="${API_LANGUAGE_GROUP}" className="statlas-api-samples">\n${tabs}\n</Tabs>\n\n`,
  ].join('');
}
