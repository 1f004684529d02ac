import {createContext, useContext} from 'react';

/** The id prefix of the tab strip around a TabItem (./index.tsx provides it). */
export const TabsIdContext = createContext<string | undefined>(undefined);

const safe = (value: string): string => value.replace(/[^\w-]/g, '-');

/** The ids of a tab and of its panel, which point at each other (aria-controls, aria-labelledby). */
export function tabIds(prefix: string, value: string): {tab: string; panel: string} {
  return {tab: `${prefix}-tab-${safe(value)}`, panel: `${prefix}-panel-${safe(value)}`};
}

export const useTabsId = (): string | undefined => useContext(TabsIdContext);
