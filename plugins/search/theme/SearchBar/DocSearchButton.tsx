/**
 * The DocSearch 3.9.0 search button and keyboard shortcuts (Ctrl/⌘+K, /, Escape), same markup,
 * class names and behavior as `DocSearchButton` and `useDocSearchKeyboardEvents` of
 * @docsearch/react 3.9.0.
 *
 * Why a copy: @docsearch/react ships one pre-bundled module, so importing only the button pulled
 * the whole modal and autocomplete (about 30 KB gzip) into main.js on every page. The modal itself
 * still comes from '@docsearch/react/modal', loaded on first focus/hover/open. Re-check this file
 * against the package when upgrading @docsearch/react.
 */
import React, {forwardRef, useEffect, useState, type ComponentProps, type ReactNode, type RefObject} from 'react';

export interface ButtonTranslations {
  buttonText?: string;
  buttonAriaLabel?: string;
}

type Props = Omit<ComponentProps<'button'>, 'ref'> & {translations?: ButtonTranslations};

const ACTION_KEY_DEFAULT = 'Ctrl';
const ACTION_KEY_APPLE = '⌘';

function isAppleDevice(): boolean {
  return typeof navigator !== 'undefined' && /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform);
}

function ControlKeyIcon(): ReactNode {
  return (
    <svg width="15" height="15" className="DocSearch-Control-Key-Icon">
      <path
        d="M4.505 4.496h2M5.505 5.496v5M8.216 4.496l.055 5.993M10 7.5c.333.333.5.667.5 1v2M12.326 4.5v5.996M8.384 4.496c1.674 0 2.116 0 2.116 1.5s-.442 1.5-2.116 1.5M3.205 9.303c-.09.448-.277 1.21-1.241 1.203C1 10.5.5 9.513.5 8V7c0-1.57.5-2.5 1.464-2.494.964.006 1.134.598 1.24 1.342M12.553 10.5h1.953"
        strokeWidth="1.2"
        stroke="currentColor"
        fill="none"
        strokeLinecap="square"
      />
    </svg>
  );
}

function SearchIcon(): ReactNode {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function Key({reactsToKey, children}: {reactsToKey?: string; children: ReactNode}): ReactNode {
  const [isKeyDown, setIsKeyDown] = useState(false);
  useEffect(() => {
    if (!reactsToKey) return undefined;
    function handleKeyDown(e: KeyboardEvent) {
      if (e.key === reactsToKey) setIsKeyDown(true);
    }
    function handleKeyUp(e: KeyboardEvent) {
      if (e.key === reactsToKey || e.key === 'Meta') setIsKeyDown(false);
    }
    window.addEventListener('keydown', handleKeyDown);
    window.addEventListener('keyup', handleKeyUp);
    return () => {
      window.removeEventListener('keydown', handleKeyDown);
      window.removeEventListener('keyup', handleKeyUp);
    };
  }, [reactsToKey]);
  return (
    <kbd className={isKeyDown ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed' : 'DocSearch-Button-Key'}>
      {children}
    </kbd>
  );
}

export const DocSearchButton = forwardRef<HTMLButtonElement, Props>(function DocSearchButton(
  {translations = {}, ...props},
  ref,
) {
  const {buttonText = 'Search', buttonAriaLabel = 'Search'} = translations;
  const [key, setKey] = useState<string | null>(null);
  useEffect(() => {
    setKey(isAppleDevice() ? ACTION_KEY_APPLE : ACTION_KEY_DEFAULT);
  }, []);
  const [actionKeyReactsTo, actionKeyAltText, actionKeyChild] =
    key === ACTION_KEY_DEFAULT ? [ACTION_KEY_DEFAULT, 'Ctrl', <ControlKeyIcon key="ctrl" />] : ['Meta', 'Command', key];
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={`${buttonAriaLabel} (${actionKeyAltText}+K)`}
      {...props}
      ref={ref}>
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {key !== null && (
          <>
            <Key reactsToKey={actionKeyReactsTo}>{actionKeyChild}</Key>
            <Key reactsToKey="k">K</Key>
          </>
        )}
      </span>
    </button>
  );
});

function isEditingContent(event: KeyboardEvent): boolean {
  const element = event.target as HTMLElement;
  const tagName = element.tagName;
  return element.isContentEditable || tagName === 'INPUT' || tagName === 'SELECT' || tagName === 'TEXTAREA';
}

export interface UseDocSearchKeyboardEventsProps {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput?: (event: KeyboardEvent) => void;
  searchButtonRef?: RefObject<HTMLButtonElement | null>;
}

export function useDocSearchKeyboardEvents({
  isOpen,
  onOpen,
  onClose,
  onInput,
  searchButtonRef,
}: UseDocSearchKeyboardEventsProps): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (
        (event.code === 'Escape' && isOpen) ||
        (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) ||
        (!isEditingContent(event) && event.key === '/' && !isOpen)
      ) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (
        searchButtonRef &&
        searchButtonRef.current === document.activeElement &&
        onInput &&
        /[a-zA-Z0-9]/.test(String.fromCharCode(event.keyCode))
      ) {
        onInput(event);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
