/**
 * Routes of the doc pages that reference data and components link to, and the row anchors inside
 * them. When a page moves, change its route here; tests/unit/routes.test.ts checks that every route
 * is a doc page.
 */
import type {CommandGroup, ToolId} from './names';
import type {LimitTypeId} from './limitTypes';
import type {RoleConditionId} from './roleConditions';

/** The route of a doc page from its id, the path of its file under docs/ without the extension. */
const doc = (id: string) => `/docs/${id}` as const;

export const docRoutes = {
  /** The commands overview, with the filterable command table. */
  commands: doc('usage/commands/overview'),
  /** The reference page of each command group, one section per command. */
  commandGroups: {
    general: doc('usage/commands/general'),
    stats: doc('usage/commands/stats'),
    management: doc('usage/commands/management'),
  } satisfies Record<CommandGroup, string>,
  /** The permission levels and the one permission matrix. */
  permissions: doc('usage/settings/permissions'),
  /** The overview page of each companion tool. */
  tools: {
    statdocks: doc('tools/statdocks/overview'),
    statroles: doc('tools/statroles/overview'),
  } satisfies Record<ToolId, string>,
  /** The statroles condition types table. */
  roleConditions: doc('tools/statroles/settings/conditions'),
  /** The statroles limit types table. */
  limitTypes: doc('tools/statroles/settings/limit-types'),
  /** The release history (releases.ts), one section per release. */
  changelog: doc('resources/changelog'),
} as const;

/** Anchor of a condition's row on the conditions page: `condition-top_rank`. */
export const conditionAnchor = (id: RoleConditionId): string => `condition-${id}`;
/** Anchor of a limit type's row on the limit types page: `limit-top`. */
export const limitAnchor = (id: LimitTypeId): string => `limit-${id}`;

/** Link to a condition's row. */
export const conditionHref = (id: RoleConditionId): string => `${docRoutes.roleConditions}#${conditionAnchor(id)}`;
/** Link to a limit type's row. */
export const limitHref = (id: LimitTypeId): string => `${docRoutes.limitTypes}#${limitAnchor(id)}`;
