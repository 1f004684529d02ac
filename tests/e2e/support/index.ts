/**
 * The one place specs import their `test` and shared helpers from. `test` fails on any
 * console error or warning and on any request to a host other than the site.
 */
export {test, expect, waitForHydration} from '../fixtures';
export {sitemapPaths, waitForSettled, findColorModeKey, colorModeToggle} from '../a11y-support';
export {expectFigureInMode, expectVisibleFigure, type ColorMode} from './figure';
