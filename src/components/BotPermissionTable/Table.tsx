import type {ReactNode} from 'react';
import {botFeatures, botPermissions} from '@site/src/data/botPermissions';
import ReferenceTable, {InlineText} from '@site/src/components/ReferenceTable';

const featureLabel = new Map(botFeatures.map((feature) => [feature.id, feature.label]));

/** Every Discord permission Statlas asks for, why, and which features need it. */
export default function BotPermissionTable(): ReactNode {
  const caption = 'Discord permissions Statlas asks for';
  return (
    <ReferenceTable caption={caption} testId="bot-permissions">
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
    </ReferenceTable>
  );
}
