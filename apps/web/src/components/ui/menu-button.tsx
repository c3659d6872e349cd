import { clsx } from 'clsx';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';

type MenuItem = { label: string; icon?: ReactNode } & (
  | { to: string; onSelect?: never }
  | { onSelect(): void; to?: never }
);

export interface MenuButtonProps {
  /** The trigger's content; `label` names it for screen readers. */
  trigger: ReactNode;
  label: string;
  items: MenuItem[];
  /** Shown above the items, outside the menu role: who is signed in. */
  header?: ReactNode;
  className?: string;
}

/**
 * A menu button after the WAI-ARIA pattern: the button opens the menu and focus moves to its
 * first item; arrow keys, Home and End move between items; Escape closes and returns focus to
 * the button; Tab or a click outside closes it. The menu exists in the DOM only while open.
 */
export function MenuButton({ trigger, label, items, header, className }: MenuButtonProps) {
  const [focused, setFocused] = useState<number | null>(null);
  const open = focused !== null;
  const button = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const menuId = useId();
  const buttonId = useId();

  useEffect(() => {
    if (focused !== null) itemRefs.current[focused]?.focus();
  }, [focused]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setFocused(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (refocus: boolean) => {
    setFocused(null);
    if (refocus) button.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setFocused(event.key === 'ArrowDown' ? 0 : items.length - 1);
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const last = items.length - 1;
    const current = focused ?? 0;
    const moves: Record<string, number> = {
      ArrowDown: current === last ? 0 : current + 1,
      ArrowUp: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setFocused(next);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const itemClass =
    'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-start text-sm font-medium text-slate-700 outline-none hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:text-slate-900';

  return (
    <div ref={container} className={clsx('relative', className)}>
      <button
        ref={button}
        id={buttonId}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : setFocused(0))}
        onKeyDown={onButtonKey}
        className="flex min-h-11 items-center gap-2 rounded-lg px-2 text-start hover:bg-slate-100"
      >
        {trigger}
      </button>
      {open && (
        <div className="absolute top-full end-0 z-40 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-xl shadow-slate-900/10">
          {header}
          <div
            id={menuId}
            role="menu"
            aria-labelledby={buttonId}
            tabIndex={-1}
            onKeyDown={onMenuKey}
          >
            {items.map((item, index) => {
              const common = {
                role: 'menuitem',
                tabIndex: -1,
                className: itemClass,
                ref: (element: HTMLElement | null) => {
                  itemRefs.current[index] = element;
                },
              } as const;
              const content = (
                <>
                  {item.icon}
                  {item.label}
                </>
              );
              return item.to !== undefined ? (
                <Link key={item.label} to={item.to} {...common} onClick={() => close(true)}>
                  {content}
                </Link>
              ) : (
                <button
                  key={item.label}
                  type="button"
                  {...common}
                  onClick={() => {
                    close(true);
                    item.onSelect();
                  }}
                >
                  {content}
                </button>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}
