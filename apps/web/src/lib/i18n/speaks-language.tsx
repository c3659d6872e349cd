import { Fragment, type ReactNode } from 'react';
import { useLanguage } from './use-language';

/**
 * Renders its children again from scratch when the language changes: every `t` below reads the
 * new one, with no screen holding a text of the old (docs/languages.md).
 */
export function SpeaksLanguage({ children }: { children: ReactNode }) {
  return <Fragment key={useLanguage()}>{children}</Fragment>;
}
