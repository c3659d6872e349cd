import { useEffect, useState } from 'react';

const isModal = (dialog: HTMLDialogElement) => dialog.isConnected && dialog.matches(':modal');

/**
 * The topmost open modal <dialog> (opened with showModal()), or null. A modal dialog sits in the
 * top layer and makes the rest of the page inert: whatever must be seen and used while it is
 * open (toasts) has to be rendered inside it. Watches the `open` attribute, which showModal() and
 * close() set and remove, and dialogs leaving the page while open (a route change).
 */
export function useTopModalDialog(): HTMLDialogElement | null {
  const [top, setTop] = useState<HTMLDialogElement | null>(null);

  useEffect(() => {
    // In the order they opened: the last is on top.
    let stack: HTMLDialogElement[] = [];
    const update = () => {
      const open = [...document.querySelectorAll('dialog')].filter(isModal);
      stack = stack.filter((dialog) => open.includes(dialog));
      for (const dialog of open) if (!stack.includes(dialog)) stack.push(dialog);
      setTop(stack.at(-1) ?? null);
    };
    const observer = new MutationObserver((records) => {
      const removed = stack.some((dialog) => !dialog.isConnected);
      if (removed || records.some((record) => record.type === 'attributes')) update();
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributeFilter: ['open'],
    });
    update();
    return () => observer.disconnect();
  }, []);

  return top;
}
