import React, {useContext, type ReactNode} from 'react';
import ClassicTabs from '@theme-init/Tabs';
import type {Props} from '@theme/Tabs';
import {TabsOverrideContext} from './override';

/** Classic Tabs, or the OpenAPI theme's inside API pages (see ./override). */
export default function Tabs(props: Props): ReactNode {
  const override = useContext(TabsOverrideContext);
  return override ? <override.Tabs {...props} /> : <ClassicTabs {...props} />;
}
