import React, {use, useEffect, useState, type ComponentProps, type ReactNode} from 'react';
import type OriginalString from '@theme-original/CodeBlock/Content/String';
import PlainString from './Plain';
import {useMetadata} from './useMetadata';

/**
 * The parts of ./String for a block the server or the browser renders itself: the block's metadata
 * (magic comments, line ranges, title), its plain lines (./Plain) and the Prism-highlighted block
 * (./Highlighted). One chunk, which a page whose blocks the server rendered never loads (those get
 * only ./AdoptedButtons).
 */
type Props = ComponentProps<typeof OriginalString>;
type Highlighted = typeof OriginalString;

let highlightedChunk: Promise<typeof import('./Highlighted')> | undefined;
/** The theme's block, once a language is registered: per language, one promise (for `use`). */
const readyFor = new Map<string, Promise<Highlighted>>();
const settled = new Map<string, Highlighted>();

function loadHighlighted(language: string | undefined): Promise<Highlighted> {
  const name = language ?? '';
  let ready = readyFor.get(name);
  if (!ready) {
    highlightedChunk ??= import('./Highlighted');
    ready = highlightedChunk.then(async (module) => {
      await module.loadLanguage(language);
      settled.set(name, module.default);
      return module.default;
    });
    readyFor.set(name, ready);
  }
  return ready;
}

/** The server: wait for the theme's block and the block's language, so the HTML is highlighted. */
export function ServerBlock(props: Props): ReactNode {
  const {language} = useMetadata(props);
  const Block = settled.get(language ?? '') ?? use(loadHighlighted(language));
  return <Block {...props} />;
}

/** A block the browser renders: plain lines until it comes near the viewport, then highlighted. */
export function RenderedBlock(props: Props): ReactNode {
  const {language} = useMetadata(props);
  const slot = React.useRef<HTMLDivElement>(null);
  const [Block, setBlock] = useState<Highlighted | undefined>(() => settled.get(language ?? ''));

  useEffect(() => {
    const element = slot.current;
    if (Block || !element) return undefined;
    let cancelled = false;
    const upgrade = () => {
      observer?.disconnect();
      void loadHighlighted(language).then((loaded) => !cancelled && setBlock(() => loaded));
    };
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && upgrade(), {
            rootMargin: '400px 0px',
          });
    if (observer) observer.observe(element);
    else upgrade();
    return () => {
      cancelled = true;
      observer?.disconnect();
    };
  }, [Block, language]);

  return (
    <div ref={slot} className="statlas-code-slot">
      {Block ? <Block {...props} /> : <PlainString {...props} />}
    </div>
  );
}
