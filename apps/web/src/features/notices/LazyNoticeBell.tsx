import { Suspense } from "react";
import { BellIcon } from "../../components/icons.tsx";
import { lazyPage } from "../../lib/lazy-page.ts";

const NoticeBell = lazyPage(() => import("./NoticeBell.tsx").then((module) => module.NoticeBell));

/**
 * The header's bell, fetched after the shell (its list contracts and toasts stay out of the first download,
 * apps/web/build/budget.ts): until then the same bell, without a count, holds its place.
 */
export function LazyNoticeBell({ to }: { to: string }) {
  return (
    <Suspense
      fallback={
        <span className="notice-bell d-inline-flex align-items-center" aria-hidden="true">
          <BellIcon />
        </span>
      }
    >
      <NoticeBell to={to} />
    </Suspense>
  );
}
