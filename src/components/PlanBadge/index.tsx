import type {ReactNode} from 'react';
import clsx from 'clsx';
import {getPlan, type PlanId} from '@site/src/data/plans';
import styles from './styles.module.css';

interface Props {
  readonly plan: PlanId;
  /** Adds "or higher" to the accessible title, for features that higher plans also have. */
  readonly orHigher?: boolean;
}

/** A small label with the plan's name, e.g. next to a command that needs Premium. */
export default function PlanBadge({plan, orHigher = true}: Props): ReactNode {
  const {name} = getPlan(plan);
  const title = orHigher && plan !== 'ultimate' ? `Needs the ${name} plan or higher` : `Needs the ${name} plan`;
  return (
    <span className={clsx(styles.badge, styles[plan])} title={title} data-plan={plan}>
      {name}
    </span>
  );
}
