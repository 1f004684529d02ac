import {useId, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {commandGroups, commandHref, commands, type CommandGroup, type ToolId} from '@site/src/data/commands';
import ReferenceTable, {InlineText, cellStyles} from '@site/src/components/ReferenceTable';
import LevelBadge from '@site/src/components/LevelBadge';
import PlanBadge from '@site/src/components/PlanBadge';
import styles from './styles.module.css';
import filterStyles from '../TableFilters/styles.module.css';

type ToolFilter = ToolId | 'none' | 'all';

interface Props {
  /** Show only this group. Without it, every command is listed. */
  readonly group?: CommandGroup;
  /** Show only the commands of this companion tool. */
  readonly tool?: ToolId;
  /** Show only the commands that need a paid plan. */
  readonly paidOnly?: boolean;
  /** Show group and tool filters above the table. */
  readonly filterable?: boolean;
  /** Table caption; a sensible one is built from the filters when left out. */
  readonly caption?: string;
}

/** A table of slash commands with their summary, permission level and plan, linked to their reference sections. */
export default function CommandTable({group, tool, paidOnly = false, filterable = false, caption}: Props): ReactNode {
  const [groupFilter, setGroupFilter] = useState<CommandGroup | 'all'>(group ?? 'all');
  const [toolFilter, setToolFilter] = useState<ToolFilter>(tool ?? 'all');
  const id = useId();

  const shown = commands.filter(
    (command) =>
      (!paidOnly || command.plan !== null) &&
      (groupFilter === 'all' || command.group === groupFilter) &&
      (toolFilter === 'all' || (toolFilter === 'none' ? !command.tool : command.tool === toolFilter)),
  );
  const groupLabel = commandGroups.find((info) => info.id === groupFilter)?.label;
  const title =
    caption ??
    [
      groupLabel ? `${groupLabel} commands` : 'Statlas commands',
      toolFilter !== 'all' && toolFilter !== 'none' ? `of ${toolFilter}` : '',
    ]
      .filter(Boolean)
      .join(' ');
  const showTool = shown.some((command) => command.tool);

  return (
    <div className={styles.wrapper} data-testid="command-table">
      {filterable && (
        <div className={filterStyles.filters}>
          {!group && (
            <label>
              Group
              <select
                id={`${id}-group`}
                value={groupFilter}
                onChange={(event) => setGroupFilter(event.target.value as CommandGroup | 'all')}>
                <option value="all">All groups</option>
                {commandGroups.map((info) => (
                  <option key={info.id} value={info.id}>
                    {info.label}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label>
            Tool
            <select
              id={`${id}-tool`}
              value={toolFilter}
              onChange={(event) => setToolFilter(event.target.value as ToolFilter)}>
              <option value="all">All commands</option>
              <option value="none">Built-in only</option>
              <option value="statdocks">statdocks</option>
              <option value="statroles">statroles</option>
            </select>
          </label>
          <p className={filterStyles.count} aria-live="polite">
            {shown.length} of {group ? commands.filter((command) => command.group === group).length : commands.length}{' '}
            commands
          </p>
        </div>
      )}
      <ReferenceTable caption={title} className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Command</th>
            <th scope="col">What it does</th>
            {showTool && <th scope="col">Tool</th>}
            <th scope="col">Level</th>
            <th scope="col">Plan</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((command) => (
            <tr key={command.name} data-command={command.name}>
              <th scope="row" className={styles.name}>
                <Link to={commandHref(command)}>
                  <code>/{command.name}</code>
                </Link>
              </th>
              <td className={styles.summary}>
                <InlineText text={command.summary} />
              </td>
              {showTool && <td>{command.tool ?? '—'}</td>}
              <td className={cellStyles.nowrap}>
                <LevelBadge level={command.permission} />
              </td>
              <td className={cellStyles.nowrap}>{command.plan ? <PlanBadge plan={command.plan} /> : 'All plans'}</td>
            </tr>
          ))}
        </tbody>
      </ReferenceTable>
    </div>
  );
}
