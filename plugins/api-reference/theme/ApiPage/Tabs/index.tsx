import React, {
  Children,
  isValidElement,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';

/**
 * The tab strips of the API pages: response codes, media types, and Schema/Example. They keep the
 * OpenAPI theme's markup and classes, so the theme's stylesheet draws them as before.
 *
 * Why not the theme's own Tabs: they come with its tab context, scroll arrows and a store-backed
 * MIME selection, about 8 KB gzip with their helpers, for strips of two to five labels. Every panel
 * is in the server's HTML (hidden unless selected); the browser only switches `hidden`. Keyboard:
 * arrows, Home and End move between tabs (WAI-ARIA tabs pattern).
 */

export interface TabItemProps {
  readonly value: string;
  readonly label?: string;
  readonly children?: ReactNode;
}

/** One tab; its label and panel are read by the strip that holds it. */
export function TabItem({children}: TabItemProps): ReactNode {
  return <>{children}</>;
}

type Variant = 'response' | 'mime' | 'schema';

const LIST: Record<Variant, string> = {
  response: 'openapi-tabs__response-list-container',
  mime: 'openapi-tabs__mime-list-container',
  schema: 'openapi-tabs__schema-list-container',
};
const ITEM: Record<Variant, string> = {
  response: 'openapi-tabs__response-code-item',
  mime: 'openapi-tabs__mime-item',
  schema: 'openapi-tabs__schema-item',
};

/** The theme's colour of a status code tab. */
function statusClass(code: string): string {
  if (code.startsWith('2')) return 'success';
  if (code.startsWith('4') || code.startsWith('5')) return 'danger';
  return 'info';
}

interface Props {
  readonly variant: Variant;
  readonly className?: string;
  readonly children: ReactNode;
}

export default function ApiTabs({variant, className, children}: Props): ReactNode {
  const items = Children.toArray(children).filter(isValidElement) as ReactElement<TabItemProps>[];
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLLIElement | null)[]>([]);
  const id = useId();

  const select = (index: number) => {
    setSelected(index);
    tabs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  const list = (
    <ul role="tablist" aria-orientation="horizontal" className={clsx(LIST[variant], 'tabs', className)}>
      {items.map(({props: {value, label = value}}, i) => (
        <li
          key={value}
          ref={(el) => {
            tabs.current[i] = el;
          }}
          role="tab"
          id={`${id}t${i}`}
          aria-controls={`${id}p${i}`}
          tabIndex={i === selected ? 0 : -1}
          aria-selected={i === selected}
          className={clsx(
            'tabs__item',
            ITEM[variant],
            variant === 'response' && statusClass(value),
            i === selected && 'active',
          )}
          onClick={() => select(i)}
          onKeyDown={(event) => onKeyDown(event, i)}>
          {variant === 'schema' ? <span className="openapi-tabs__schema-label">{label}</span> : label}
        </li>
      ))}
    </ul>
  );
  const panels = (
    <div className="margin-top--md">
      {items.map(({props: {value, children: panel}}, i) => (
        <div
          key={value}
          role="tabpanel"
          id={`${id}p${i}`}
          aria-labelledby={`${id}t${i}`}
          className="statlas-api-tab-panel"
          hidden={i !== selected}>
          {panel}
        </div>
      ))}
    </div>
  );

  if (variant === 'response') {
    return (
      <div className="openapi-tabs__container">
        <div className="openapi-tabs__response-header-section">
          <Heading as="h2" id="responses" className="openapi-tabs__heading openapi-tabs__response-header">
            Responses
          </Heading>
          <div className="openapi-tabs__response-container">{list}</div>
        </div>
        {panels}
      </div>
    );
  }
  if (variant === 'mime') {
    return (
      <div className="tabs-container">
        <div className="tabs__container">
          <div className="openapi-tabs__mime-container">{list}</div>
        </div>
        {panels}
      </div>
    );
  }
  return (
    <div className="openapi-tabs__schema-container">
      <div className="openapi-tabs__schema-tabs-container" style={{marginBottom: '1rem'}}>
        {list}
      </div>
      {panels}
    </div>
  );
}

/** The Schema/Example strip, under the name the plugin's Markdown helpers write (createAuthentication). */
export function SchemaTabs(props: Omit<Props, 'variant'>): ReactNode {
  return <ApiTabs variant="schema" {...props} />;
}
