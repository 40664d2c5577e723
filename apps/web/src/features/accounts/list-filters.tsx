import { USER_STATUSES, type UserStatus } from "@sabong/shared/users";
import type { ReactNode } from "react";
import { SearchBox } from "../../components/SearchBox.tsx";
import type { ListParams } from "./use-list-params.ts";

/* The filter card of the account lists: its fields keep their values in the address bar. */

/** The filter card above an account list. */
export function ListFilters({
  className = "card-body row g-2 align-items-end",
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className="card border-0 shadow-sm mb-3" aria-label="Filters">
      <div className={className}>{children}</div>
    </section>
  );
}

/** A search box of the filter card, kept in the address bar under `name` ("q" unless given). */
export function ParamSearch({
  params,
  name = "q",
  label = "Search",
  className,
  placeholder,
}: {
  params: ListParams;
  name?: string;
  label?: string;
  className: string;
  placeholder?: string;
}) {
  return (
    <SearchBox
      className={className}
      label={label}
      placeholder={placeholder}
      value={params.get(name)}
      onSearch={(value) => params.update({ [name]: value })}
    />
  );
}

/** A labelled select of the filter card, kept in the address bar under `name`; `children` are its options. */
export function ParamSelect({
  params,
  name,
  id,
  label,
  className,
  value,
  children,
}: {
  params: ListParams;
  name: string;
  id: string;
  label: string;
  className: string;
  /** The applied value (a value the address bar holds but the list ignores shows as the first option). */
  value: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label small mb-1">
        {label}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={value}
        onChange={(event) => params.update({ [name]: event.target.value })}
      >
        {children}
      </select>
    </div>
  );
}

/**
 * The filter card of an account list: the search box and the status select (`statusOptions`, every status unless
 * given) in the two `layout` columns, then any further filters (`children`).
 */
export function AccountFilters({
  params,
  statusId,
  status,
  layout,
  statusOptions = <UserStatusOptions />,
  children,
}: {
  params: ListParams;
  statusId: string;
  /** The applied status ("" for any). */
  status: string;
  layout: readonly [search: string, status: string];
  statusOptions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <ListFilters>
      <ParamSearch params={params} className={layout[0]} />
      <ParamSelect params={params} name="status" id={statusId} label="Status" className={layout[1]} value={status}>
        {statusOptions}
      </ParamSelect>
      {children}
    </ListFilters>
  );
}

/** 'All' and every account status ("Active", "Suspended", …). */
export function UserStatusOptions() {
  return (
    <>
      <option value="">All</option>
      {USER_STATUSES.map((status) => (
        <option key={status} value={status}>
          {status.charAt(0).toUpperCase() + status.slice(1)}
        </option>
      ))}
    </>
  );
}

/** A status from the address bar, or undefined when it is not one. */
export function asUserStatus(value: string): UserStatus | undefined {
  return (USER_STATUSES as readonly string[]).includes(value) ? (value as UserStatus) : undefined;
}
