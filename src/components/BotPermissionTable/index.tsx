import type {ReactNode} from 'react';
import {botFeatures, botPermissions} from '@site/src/data/botPermissions';
import InlineText from '@site/src/components/InlineText';
import TableScroll from '@site/src/components/TableScroll';

const featureLabel = new Map(botFeatures.map((feature) => [feature.id, feature.label]));

/** Every Discord permission Statlas asks for, why, and which features need it. */
export default function BotPermissionTable(): ReactNode {
  const caption = 'Discord permissions Statlas asks for';
  return (
    <TableScroll label={caption} testId="bot-permissions">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Permission</th>
            <th scope="col">Why Statlas needs it</th>
            <th scope="col">Needed for</th>
          </tr>
        </thead>
        <tbody>
          {botPermissions.map((permission) => (
            <tr key={permission.flag} data-permission={permission.flag}>
              <th scope="row">{permission.name}</th>
              <td>
                <InlineText text={permission.reason} />
              </td>
              <td>{permission.features.map((id) => featureLabel.get(id)).join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
