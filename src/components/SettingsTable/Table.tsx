import {useId, useState, type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {settingCategories, settings, type Setting, type SettingCategory} from '@site/src/data/settings';
import {formatLimitValue, getPlanLimit, plans} from '@site/src/data/plans';
import ReferenceTable, {InlineText, breakAtUnderscores} from '@site/src/components/ReferenceTable';
import LevelBadge from '@site/src/components/LevelBadge';
import PlanBadge from '@site/src/components/PlanBadge';
import styles from './styles.module.css';
import filterStyles from '../TableFilters/styles.module.css';

interface Props {
  /** Show only this category. Without it, every setting is listed. */
  readonly category?: SettingCategory;
  /** Show only these settings, by key. */
  readonly keys?: readonly string[];
  readonly caption?: string;
  /** Show a category filter above the table. */
  readonly filterable?: boolean;
  /** Give each row an anchor id equal to the setting key (`#track_bots`). Use on one page per setting. */
  readonly anchors?: boolean;
}

function DefaultValue({setting}: {readonly setting: Setting}): ReactNode {
  if (!setting.planLimit) {
    return <code>{setting.default}</code>;
  }
  const limit = getPlanLimit(setting.planLimit);
  return (
    <>
      {setting.default}:
      {plans.map((plan) => (
        <span key={plan.id} className={styles.planDefault}>
          {plan.name}: {formatLimitValue(limit, plan.id)}
        </span>
      ))}
    </>
  );
}

function Row({setting, anchor}: {readonly setting: Setting; readonly anchor: boolean}): ReactNode {
  const brokenLinks = useBrokenLinks();
  if (anchor) {
    brokenLinks.collectAnchor(setting.key);
  }
  return (
    <tr id={anchor ? setting.key : undefined} className={styles.row} data-setting={setting.key}>
      <th scope="row" className={styles.key}>
        <code>{breakAtUnderscores(setting.key)}</code>
        <span className={styles.type}>{setting.type}</span>
      </th>
      <td>
        <DefaultValue setting={setting} />
      </td>
      <td className={styles.allowed}>
        <InlineText text={setting.allowed} />
      </td>
      <td className={styles.effect}>
        <InlineText text={setting.effect} />
        {setting.plan && (
          <>
            {' '}
            <PlanBadge plan={setting.plan} />
          </>
        )}
        <span className={styles.setBy}>
          Changed by <LevelBadge level={setting.permission} /> with <code>/{setting.setBy}</code>
        </span>
      </td>
    </tr>
  );
}

/** A table of bot settings: key and type, default, allowed values, effect, and who changes it with which command. */
export default function SettingsTable({
  category,
  keys,
  caption: captionProp,
  filterable = false,
  anchors = false,
}: Props): ReactNode {
  const [filter, setFilter] = useState<SettingCategory | 'all'>(category ?? 'all');
  const id = useId();
  const shown = settings.filter(
    (setting) => (filter === 'all' || setting.category === filter) && (!keys || keys.includes(setting.key)),
  );
  const label = settingCategories.find((info) => info.id === filter)?.label;
  const caption = captionProp ?? (label ? `${label} settings` : 'All Statlas settings');

  return (
    <div data-testid="settings-table">
      {filterable && (
        <div className={filterStyles.filters}>
          <label>
            Category
            <select
              id={`${id}-category`}
              value={filter}
              onChange={(event) => setFilter(event.target.value as SettingCategory | 'all')}>
              <option value="all">All categories</option>
              {settingCategories.map((info) => (
                <option key={info.id} value={info.id}>
                  {info.label}
                </option>
              ))}
            </select>
          </label>
          <p className={filterStyles.count} aria-live="polite">
            {shown.length} of {settings.length} settings
          </p>
        </div>
      )}
      <ReferenceTable caption={caption}>
        <thead>
          <tr>
            <th scope="col">Setting and type</th>
            <th scope="col">Default</th>
            <th scope="col">Allowed values</th>
            <th scope="col">Effect</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((setting) => (
            <Row key={setting.key} setting={setting} anchor={anchors} />
          ))}
        </tbody>
      </ReferenceTable>
    </div>
  );
}
