import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import {commandAnchor, commands, type Command, type CommandGroup, type ToolId} from '@site/src/data/commands';
import {docRoutes} from '@site/src/data/routes';
import ReferenceTable, {InlineText, breakAtUnderscores} from '@site/src/components/ReferenceTable';
import LevelBadge from '@site/src/components/LevelBadge';
import PlanBadge from '@site/src/components/PlanBadge';
import styles from './styles.module.css';

interface Props {
  /** The command group to document, one section per command. */
  readonly group: CommandGroup;
  /** Only the commands of this companion tool. */
  readonly tool?: ToolId;
}

function OptionsTable({command}: {readonly command: Command}): ReactNode {
  if (command.options.length === 0) {
    return <p className={styles.noOptions}>This command has no options.</p>;
  }
  const caption = `Options of /${command.name}`;
  return (
    <ReferenceTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">Option</th>
          <th scope="col">Type</th>
          <th scope="col">Required</th>
          <th scope="col">Default</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {command.options.map((option) => (
          <tr key={option.name}>
            <th scope="row" className={styles.optionName}>
              <code>{breakAtUnderscores(option.name)}</code>
            </th>
            <td>{option.type}</td>
            <td>{option.required ? 'Yes' : 'No'}</td>
            <td>{option.default ?? '—'}</td>
            <td className={styles.optionDescription}>
              <InlineText text={option.description} />
              {option.choices && (
                <span className={styles.choices}>
                  {' '}
                  One of{' '}
                  {option.choices.map((choice, index) => (
                    <span key={choice}>
                      {index > 0 && ', '}
                      <code>{choice}</code>
                    </span>
                  ))}
                  .
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ReferenceTable>
  );
}

function CommandSection({command}: {readonly command: Command}): ReactNode {
  return (
    <section className={styles.command} data-command={command.name}>
      <Heading as="h3" id={commandAnchor(command.name)}>
        /{command.name}
      </Heading>
      <p>
        <InlineText text={command.summary} />
        {command.notes && (
          <>
            {' '}
            <InlineText text={command.notes} />
          </>
        )}
      </p>
      <dl className={styles.meta}>
        <div>
          <dt>Level</dt>
          <dd>
            <LevelBadge level={command.permission} link />
          </dd>
        </div>
        <div>
          <dt>Plan</dt>
          <dd>{command.plan ? <PlanBadge plan={command.plan} /> : 'All plans'}</dd>
        </div>
        {command.tool && (
          <div>
            <dt>Tool</dt>
            <dd>
              <Link to={docRoutes.tools[command.tool]}>{command.tool}</Link>
            </dd>
          </div>
        )}
      </dl>
      <p className={styles.label}>Syntax</p>
      <CodeBlock language="text">{`${command.syntax}\n${command.prefix}`}</CodeBlock>
      <OptionsTable command={command} />
      <p className={styles.label}>{command.examples.length === 1 ? 'Example' : 'Examples'}</p>
      <ul className={styles.examples}>
        {command.examples.map((example) => (
          <li key={example.input}>
            <code>{example.input}</code>
            <span className={styles.result}>
              <InlineText text={example.result} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The reference of a command group: one section per command with an h3 anchor (`stats top` →
 * `#stats-top`), syntax in slash and prefix form, an options table, level, plan and examples.
 */
export default function CommandReference({group, tool}: Props): ReactNode {
  const shown = commands.filter((command) => command.group === group && (!tool || command.tool === tool));
  return (
    <div className={styles.reference} data-testid="command-reference" data-group={group}>
      {shown.map((command) => (
        <CommandSection key={command.name} command={command} />
      ))}
    </div>
  );
}
