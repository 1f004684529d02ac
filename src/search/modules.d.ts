declare module '@statlas/search-dev-index' {
  const index: unknown;
  export default index;
}

declare module 'algoliasearch/dist/lite/builds/browser' {
  export {liteClient} from 'algoliasearch/lite';
}
