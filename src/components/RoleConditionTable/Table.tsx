import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {roleConditions} from '@site/src/data/roleConditions';
import {getLimitType} from '@site/src/data/limitTypes';
import {conditionAnchor, limitHref} from '@site/src/data/routes';
import ReferenceTable, {InlineText, cellStyles} from '@site/src/components/ReferenceTable';

/** Every statroles condition type, from src/data/roleConditions.ts. */
export default function RoleConditionTable(): ReactNode {
  const brokenLinks = useBrokenLinks();
  return (
    <ReferenceTable look="framed" caption="Condition types" stack>
      <thead>
        <tr>
          <th scope="col">Condition</th>
          <th scope="col">What it counts</th>
          <th scope="col">Options</th>
          <th scope="col">Limit types</th>
        </tr>
      </thead>
      <tbody>
        {roleConditions.map((condition) => {
          const anchor = conditionAnchor(condition.id);
          brokenLinks.collectAnchor(anchor);
          return (
            <tr key={condition.id} id={anchor}>
              <th scope="row">
                <code>{condition.id}</code>
                <span className={cellStyles.detail}>{condition.label}</span>
                <span className={cellStyles.detail}>Unit: {condition.unit}</span>
              </th>
              <td data-label="What it counts">
                <InlineText text={condition.description} />
                {condition.requiresSetting ? (
                  <>
                    {' '}
                    Needs <code>{condition.requiresSetting}</code> on.
                  </>
                ) : null}
                <span className={cellStyles.detail}>
                  Example: <InlineText text={condition.example} />
                </span>
              </td>
              <td data-label="Options">
                {condition.options.length === 0 ? <span className={cellStyles.muted}>None</span> : null}
                <ul className={cellStyles.list}>
                  {condition.options.map((option) => (
                    <li key={option.name}>
                      <code>{option.name}</code> ({option.required ? 'required' : 'optional'}):{' '}
                      <InlineText text={option.description} />
                      {option.choices ? (
                        <>
                          {' '}
                          One of{' '}
                          {option.choices.map((choice, index) => (
                            <span key={choice}>
                              {index > 0 ? ', ' : ''}
                              <code>{choice}</code>
                            </span>
                          ))}
                          .
                        </>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </td>
              <td data-label="Limit types">
                <ul className={cellStyles.list}>
                  {condition.limitTypes.map((id) => (
                    <li key={id}>
                      <Link to={limitHref(id)}>
                        <code>{id}</code>
                      </Link>
                      {getLimitType(id).role === 'window' ? ' (optional)' : ' (required)'}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          );
        })}
      </tbody>
    </ReferenceTable>
  );
}
