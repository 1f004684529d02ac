/**
 * Wraps the API theme's ParamsItem in an <li>. Why: ParamsDetails lists the parameters
 * in a <ul>, but each ParamsItem renders a <div>, and a <ul> may only hold <li> children
 * (WCAG 1.3.1, axe "list"). ParamsDetails is the only user of ParamsItem.
 */
import type {ComponentProps, ReactNode} from 'react';
import ParamsItem from '@theme-original/ParamsItem';

export default function ParamsItemWrapper(props: ComponentProps<typeof ParamsItem>): ReactNode {
  return (
    <li className="statlas-params-item">
      <ParamsItem {...props} />
    </li>
  );
}
