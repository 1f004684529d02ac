import type {LimitTypeId} from '@site/src/data/limitTypes';
import type {RoleConditionId} from '@site/src/data/roleConditions';

/** Pages that hold the statroles reference tables, and the row anchors inside them. */
export const conditionsPage = '/docs/tools/statroles/settings/conditions';
export const limitTypesPage = '/docs/tools/statroles/settings/limit-types';

export const conditionAnchor = (id: RoleConditionId): string => `condition-${id}`;
export const limitAnchor = (id: LimitTypeId): string => `limit-${id}`;
