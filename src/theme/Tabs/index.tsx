/**
 * The Tabs of the theme chain (docusaurus-theme-openapi-docs's copy of the classic theme's) with each tab tied to
 * its panel: the tab gets an id and `aria-controls`, the panel (../TabItem) an id and `aria-labelledby`, as the
 * WAI-ARIA tabs pattern asks; the theme's own markup has neither, so a screen reader cannot tell which panel a tab
 * shows (validators flag it). The tab's attributes go through the `attributes` prop, which the theme spreads on the
 * tab.
 */
import React, {Children, cloneElement, isValidElement, useId, type ReactElement, type ReactNode} from 'react';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';
import type {WrapperProps} from '@docusaurus/types';

import {TabsIdContext, tabIds} from './ids';

type Props = WrapperProps<typeof TabsType>;

export default function TabsWrapper(props: Props): ReactNode {
  const prefix = useId().replace(/[^\w-]/g, '');
  const children = Children.map(props.children, (child) => {
    if (!isValidElement<TabItemProps>(child) || typeof child.props.value !== 'string') return child;
    const {tab, panel} = tabIds(prefix, child.props.value);
    const attributes = {...child.props.attributes, id: tab, 'aria-controls': panel};
    return cloneElement(child as ReactElement<TabItemProps>, {attributes});
  });
  return (
    <TabsIdContext value={prefix}>
      <Tabs {...props}>{children}</Tabs>
    </TabsIdContext>
  );
}
