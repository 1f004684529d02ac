declare module '@statlas/search-dev-index' {
  const index: unknown;
  export default index;
}
