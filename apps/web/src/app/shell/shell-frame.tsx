import { clsx } from 'clsx';
import { Outlet } from 'react-router';
import { AppHeader } from './app-header';
import { BottomBar } from './bottom-bar';
import { PullToRefresh } from './pull-to-refresh';
import { Sidebar } from './sidebar';
import { SkipLink } from './skip-link';

/**
 * requirements/product.md#screens: from 1024 px the sidebar beside the header and the screen; below it (and in the
 * native app) the header, the screen and the bottom bar. One tree for both: the screen keeps its
 * place, so crossing the breakpoint (a turned tablet, a resized window) never remounts it and
 * loses what was typed or opened.
 */
export function ShellFrame({ title, mobile }: { title: string; mobile: boolean }) {
  return (
    <div
      className={clsx(
        'min-h-dvh',
        // Room at the bottom on phones, so the fixed bar never covers the end of the screen.
        mobile ? 'pb-[calc(4rem+env(safe-area-inset-bottom))]' : 'flex',
      )}
    >
      <SkipLink />
      {!mobile && <Sidebar />}
      <div className="flex min-w-0 flex-1 flex-col">
        <AppHeader title={title} mobile={mobile} />
        {mobile && <PullToRefresh />}
        <main
          id="main-content"
          tabIndex={-1}
          className={clsx(
            'flex-1 outline-none',
            mobile ? 'px-4 py-5 sm:px-6' : 'px-6 py-8 lg:px-8',
          )}
        >
          <Outlet />
        </main>
        {mobile && <BottomBar />}
      </div>
    </div>
  );
}
