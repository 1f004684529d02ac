/**
 * Parses built HTML. The build is minified and leaves out optional end tags (</p>, </dt>, </dd>,
 * </option>, </caption>); node-html-parser does not apply the HTML standard's implied end tags
 * and would put the rest of a page inside such an element (a message embed's fields after its
 * title, a table filter's choices). parse5 parses as browsers do, and its serialization, with
 * every end tag written, is what node-html-parser reads.
 */
import {parse, type HTMLElement} from 'node-html-parser';
import {parse as parseDocument, parseFragment, serialize} from 'parse5';

export const PARSE_OPTIONS = {parseNoneClosedTags: true, blockTextElements: {script: false, style: false}} as const;

export function parseHtml(html: string): HTMLElement {
  const whole = /^\s*<(!doctype|html)\b/i.test(html);
  return parse(serialize(whole ? parseDocument(html) : parseFragment(html)), PARSE_OPTIONS);
}
