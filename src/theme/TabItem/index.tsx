/**
 * The theme's TabItem, with the panel's id and `aria-labelledby` pointing at its tab (see ../Tabs). The theme's
 * panel takes no attributes, so this renders the panel as the theme does, with them.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
// The Tabs of this site's theme chain are docusaurus-theme-openapi-docs's, with their own tab context (not
// theme-common's): read it where that theme's TabItem does.
import {useTabs} from '@theme/utils/tabsUtils';
import type {Props} from '@theme/TabItem';

import {tabIds, useTabsId} from '../Tabs/ids';
import styles from './styles.module.css';

export default function TabItem({children, className, value}: Props): ReactNode {
  const {selectedValue, lazy} = useTabs();
  const prefix = useTabsId();
  const selected = value === selectedValue;
  if (!selected && lazy) return null;
  const ids = prefix ? tabIds(prefix, value) : undefined;
  return (
    <div
      role="tabpanel"
      id={ids?.panel}
      aria-labelledby={ids?.tab}
      className={clsx(styles.tabItem, className)}
      hidden={!selected}>
      {children}
    </div>
  );
}
