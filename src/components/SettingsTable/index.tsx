import type {ComponentProps} from 'react';
import serverRendered from '@site/src/components/ServerRendered';
import type Table from './Table';

/** The table in ./Table, rendered on the server; the browser adopts its HTML (see ServerRendered). */
export default serverRendered<ComponentProps<typeof Table>>('SettingsTable', () => import('./Table'), {
  interactive: (props) => Boolean(props.filterable),
});
