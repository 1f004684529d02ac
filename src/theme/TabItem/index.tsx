import React, {useContext, type ReactNode} from 'react';
import ClassicTabItem from '@theme-init/TabItem';
import type {Props} from '@theme/TabItem';
import {TabsOverrideContext} from '../Tabs/override';

/** Classic TabItem, or the OpenAPI theme's inside API pages (see ../Tabs/override). */
export default function TabItem(props: Props): ReactNode {
  const override = useContext(TabsOverrideContext);
  return override ? <override.TabItem {...props} /> : <ClassicTabItem {...props} />;
}
