import { formatPesos } from "@sabong/shared/money";
import { userRoleLabel } from "@sabong/shared/users";
import type { UseQueryResult } from "@tanstack/react-query";
import { useId } from "react";
import type { StationAccount } from "../../api/wallet.ts";
import { InputField } from "../../components/InputField.tsx";
import { QueryError } from "../../components/QueryError.tsx";
import { RestrictionBadge, restrictionText } from "../../components/RestrictionBadge.tsx";
import { SEARCH_INPUT } from "../../components/SearchBox.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { StatusBadge } from "../../components/StatusBadge.tsx";

type Props = {
  search: string;
  onSearch: (value: string) => void;
  results: UseQueryResult<StationAccount[]>;
  selectedId: number | null;
  onPick: (item: StationAccount) => void;
};

/** The station's search box and the accounts it finds, each with its points; one is picked. */
export function DownlinePicker({ search, onSearch, results, selectedId, onPick }: Props) {
  const id = useId();
  return (
    <section className="card border-0 shadow-sm">
      <div className="card-body">
        <InputField
          id={`${id}-search`}
          label="Find an account"
          labelClassName="form-label fw-semibold"
          {...SEARCH_INPUT}
          className="form-control"
          placeholder="Username or name"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
        <div className="form-text">Accounts under you, at any level. Up to 50 are shown; type to narrow.</div>
      </div>
      <div className="picker-list" aria-busy={results.isFetching}>
        {results.isPending ? (
          <div className="px-3 pb-3">
            <Spinner label="Loading accounts…" />
          </div>
        ) : results.isError ? (
          <div className="px-3 pb-1">
            <QueryError what="the accounts" error={results.error} onRetry={() => void results.refetch()} />
          </div>
        ) : results.data.length === 0 ? (
          <p className="px-3 pb-3 mb-0 text-body-secondary">
            {search.trim() ? `No account matches “${search.trim()}”.` : "There are no accounts under you yet."}
          </p>
        ) : (
          <ul className="list-group list-group-flush" aria-label="Accounts">
            {results.data.map((item) => (
              <li key={item.id} className="list-group-item p-0">
                <PickerItem item={item} selected={item.id === selectedId} onPick={onPick} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function PickerItem({
  item,
  selected,
  onPick,
}: {
  item: StationAccount;
  selected: boolean;
  onPick: (item: StationAccount) => void;
}) {
  const role = userRoleLabel(item.type, item.agentType);
  const points = formatPesos(item.pointsCentavos);
  const active = item.status === "active";
  const paused = item.restriction && Date.parse(item.restriction.endsAt) > Date.now() ? item.restriction : null;
  return (
    <button
      type="button"
      className={`picker-item${selected ? " is-selected" : ""}`}
      aria-pressed={selected}
      aria-label={`${item.username} · ${item.name} · ${role} · ${points} points${active ? "" : ` · ${item.status}`}${paused ? ` · ${restrictionText(paused)}` : ""}`}
      onClick={() => onPick(item)}
    >
      <span className="min-w-0">
        <span className="d-block fw-semibold text-truncate">{item.username}</span>
        <span className="d-block small text-body-secondary text-truncate">
          {item.name} · {role}
        </span>
      </span>
      <span className="text-end flex-none">
        <span className="d-block tabular fw-semibold">{points}</span>
        {active ? null : <StatusBadge status={item.status} />}
        <RestrictionBadge restriction={item.restriction} />
      </span>
    </button>
  );
}
