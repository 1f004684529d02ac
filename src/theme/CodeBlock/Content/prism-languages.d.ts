/** Written by plugins/lazy-prism: a loader for each of the site's extra Prism languages. */
declare module '@generated/statlas-lazy-prism/default/prism-languages' {
  const loaders: Record<string, (() => Promise<unknown>) | undefined>;
  export default loaders;
}
