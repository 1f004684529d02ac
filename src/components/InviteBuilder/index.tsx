import {useId, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {discordApp} from '@site/src/config/links';
import {
  botFeatures,
  inviteUrl,
  permissionInteger,
  permissionsFor,
  type BotFeatureId,
} from '@site/src/data/botPermissions';
import {InlineText} from '@site/src/components/ReferenceTable';
import styles from './styles.module.css';

const allFeatures = botFeatures.map((feature) => feature.id);

/**
 * Invite link builder: the reader ticks the features they will use and gets the Discord permissions
 * those need (with the reason for each), the permission integer and an invite link to copy.
 *
 * Every feature starts ticked, so the server-rendered HTML (and the page without JavaScript) shows
 * the full invite link. The checkboxes and the copy button work once the page has hydrated.
 */
export default function InviteBuilder(): ReactNode {
  const isBrowser = useIsBrowser();
  const id = useId();
  const [selected, setSelected] = useState<ReadonlySet<BotFeatureId>>(() => new Set(allFeatures));
  const [copyStatus, setCopyStatus] = useState('');

  const permissions = permissionsFor(selected);
  const integer = permissionInteger(permissions);
  const url = inviteUrl(discordApp, integer);

  function toggle(feature: BotFeatureId, checked: boolean): void {
    const next = new Set(selected);
    if (checked) next.add(feature);
    else next.delete(feature);
    setSelected(next);
    setCopyStatus('');
  }

  async function copy(): Promise<void> {
    setCopyStatus('');
    try {
      await navigator.clipboard.writeText(url);
      setCopyStatus('Invite link copied.');
    } catch {
      setCopyStatus('Copying failed: select the link and copy it yourself.');
    }
  }

  return (
    <div className={styles.builder} data-testid="invite-builder">
      <fieldset className={styles.features} disabled={!isBrowser}>
        <legend>Features you will use</legend>
        {botFeatures.map((feature) => (
          <div key={feature.id} className={styles.feature}>
            <input
              type="checkbox"
              id={`${id}-${feature.id}`}
              name="feature"
              value={feature.id}
              checked={selected.has(feature.id)}
              onChange={(event) => toggle(feature.id, event.target.checked)}
              aria-describedby={`${id}-${feature.id}-description`}
            />
            <label htmlFor={`${id}-${feature.id}`}>{feature.label}</label>
            <span id={`${id}-${feature.id}-description`} className={styles.description}>
              <InlineText text={feature.description} />
            </span>
          </div>
        ))}
      </fieldset>

      <p className={styles.heading} id={`${id}-permissions`}>
        Permissions these features need
      </p>
      {permissions.length > 0 ? (
        <ul className={styles.permissions} aria-labelledby={`${id}-permissions`} data-testid="invite-permissions">
          {permissions.map((permission) => (
            <li key={permission.flag} data-permission={permission.flag}>
              <strong>{permission.name}</strong>: <InlineText text={permission.reason} />
            </li>
          ))}
        </ul>
      ) : (
        <p data-testid="invite-permissions">No permissions: tick at least one feature.</p>
      )}

      <dl className={styles.result}>
        <dt>Permission integer</dt>
        <dd>
          <output data-testid="invite-integer" aria-live="off">
            {integer.toString()}
          </output>
        </dd>
        <dt>Invite link</dt>
        <dd>
          {/* An external Discord URL built from the form: no client routing to do. */}
          {/* eslint-disable-next-line @docusaurus/no-html-links */}
          <a href={url} className={styles.url} data-testid="invite-url">
            {url}
          </a>
        </dd>
      </dl>
      <div className={styles.copy} data-print="hide">
        <button type="button" className="button button--primary" onClick={() => void copy()} disabled={!isBrowser}>
          Copy invite link
        </button>
        <span role="status" aria-live="polite" data-testid="invite-copy-status">
          {copyStatus}
        </span>
      </div>
    </div>
  );
}
