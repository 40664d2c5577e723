import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageTitle } from "./PageTitle.tsx";

type Props = {
  title: string;
  /** A line under the title (e.g. which game the screen belongs to). */
  subtitle?: string;
  /** Buttons shown beside the title. */
  actions?: ReactNode;
  /** Or, as the one action, a link to another screen. */
  link?: { to: string; label: string; className: string };
};

/** The screen's title (an h1, named like its menu entry); also names the browser tab. */
export function PageHeader({ title, subtitle, link, actions = link ? <HeaderLink {...link} /> : null }: Props) {
  return (
    <div className="page-header d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
      <PageTitle title={title} />
      <div>
        <h1 className="h3 mb-0">{title}</h1>
        {subtitle ? <p className="text-body-secondary small mb-0">{subtitle}</p> : null}
      </div>
      {actions ? <div className="d-flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

function HeaderLink({ to, label, className }: NonNullable<Props["link"]>) {
  return (
    <Link to={to} className={className}>
      {label}
    </Link>
  );
}
