/** Production stand-in for the dev-server index module: the built site fetches /search-index.json. */
export default null;
