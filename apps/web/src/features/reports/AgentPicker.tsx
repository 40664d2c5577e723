import { userRoleLabel } from "@sabong/shared/users";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { downlineSearchQuery } from "../../api/wallet.ts";
import { QueryError } from "../../components/QueryError.tsx";
import { SearchBox } from "../../components/SearchBox.tsx";

/** How many matches the picker lists; typing narrows the rest. */
const SHOWN_MATCHES = 8;

type Props = {
  /** The chosen account's id, or "" for everyone. */
  agentId: string;
  /** Its username, when known. */
  agentName: string | null;
  onChange: (agentId: string, agentName: string | null) => void;
};

/** The report's optional agent: any account (its whole subtree is reported), found by username or name. */
export function AgentPicker({ agentId, agentName, onChange }: Props) {
  const [search, setSearch] = useState("");
  // A pick empties the box: SearchBox keeps its own text, so it starts afresh.
  const [picks, setPicks] = useState(0);
  const results = useQuery({ ...downlineSearchQuery(search), enabled: search !== "" });

  return (
    <fieldset className="mb-0">
      <legend className="form-label small mb-1">Agent</legend>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <span data-testid="report-agent">
          {agentId ? (
            <>
              <span className="fw-semibold">{agentName ?? `#${agentId}`}</span>{" "}
              <span className="text-body-secondary small">and everyone under them</span>
            </>
          ) : (
            <span className="text-body-secondary">Everyone</span>
          )}
        </span>
        {agentId ? (
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => onChange("", null)}>
            Clear agent
          </button>
        ) : null}
      </div>
      <SearchBox
        key={picks}
        label="Find an agent"
        value={search}
        onSearch={setSearch}
        className="col-12 col-md-6 col-xl-4"
      />
      {search === "" ? null : results.isError ? (
        <div className="mt-2">
          <QueryError what="the accounts" error={results.error} onRetry={() => void results.refetch()} />
        </div>
      ) : results.data && results.data.length === 0 ? (
        <p className="small text-body-secondary mt-2 mb-0">No account matches “{search}”.</p>
      ) : results.data ? (
        <ul className="list-group mt-2 col-12 col-md-6 col-xl-4" aria-label="Matching accounts">
          {results.data.slice(0, SHOWN_MATCHES).map((item) => (
            <li key={item.id} className="list-group-item p-0">
              <button
                type="button"
                className="btn btn-link w-100 text-start text-decoration-none px-3 py-2"
                onClick={() => {
                  onChange(String(item.id), item.username);
                  setSearch("");
                  setPicks((count) => count + 1);
                }}
              >
                <span className="fw-semibold">{item.username}</span>{" "}
                <span className="small text-body-secondary">
                  {item.name} · {userRoleLabel(item.type, item.agentType)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
