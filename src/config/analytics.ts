import type {Options as GtagOptions} from '@docusaurus/plugin-google-gtag';

/**
 * Page-view analytics through the preset's gtag plugin.
 *
 * Off unless GTAG_MEASUREMENT_ID is set at build time: with no id, the preset
 * gets no gtag option, so no script is loaded and no event is sent.
 */
export function gtagOptions(env: NodeJS.ProcessEnv = process.env): GtagOptions | undefined {
  const id = env.GTAG_MEASUREMENT_ID?.trim();
  if (!id) {
    return undefined;
  }
  if (!/^G-[A-Z0-9]+$/.test(id)) {
    throw new Error(
      `GTAG_MEASUREMENT_ID must look like "G-XXXXXXX" (a Google Analytics 4 measurement id); got "${id}".`,
    );
  }
  return {trackingID: id, anonymizeIP: true};
}
