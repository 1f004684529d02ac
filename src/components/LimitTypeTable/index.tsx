import serverRendered from '@site/src/components/ServerRendered';

/** The table in ./Table, rendered on the server; the browser adopts its HTML (see ServerRendered). */
export default serverRendered('LimitTypeTable', () => import('./Table'));
