import type { ChangeLimitBody, LimitKey } from "@sabong/shared/protection";
import { useQuery } from "@tanstack/react-query";
import { useParams, useSearchParams } from "react-router";
import { downlineProtectionQuery, protectionKeys, putDownlineLimit } from "../../api/protection.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { QueryView } from "../../components/QueryView.tsx";
import { RestrictionBadge } from "../../components/RestrictionBadge.tsx";
import { LimitsForm } from "./LimitsForm.tsx";
import { LimitsList } from "./LimitsList.tsx";

/**
 * /agent/players/:userId/limits (lib/area.ts `playerLimitsFor`): a player of the agent's tree, their limits as they see them, and the form to set or
 * lower them (a raise or a removal of the agent's own limit waits 24 hours; the player's own limits the agent can only
 * make stricter).
 */
export function DownlineLimitsPage() {
  const userId = Number(useParams().userId);
  const [params] = useSearchParams();
  const username = params.get("username") || `player #${userId}`;
  const view = useQuery({ ...downlineProtectionQuery(userId), enabled: Number.isSafeInteger(userId) && userId > 0 });
  const send = (key: LimitKey, body: ChangeLimitBody) => putDownlineLimit(userId, key, body);

  return (
    <>
      <PageHeader
        title={`Limits of ${username}`}
        subtitle="Limits you set apply to the player at once when they are lower; the player can only lower them."
        link={{ to: "/agent/players", label: "Back to Players", className: "btn btn-sm btn-outline-secondary" }}
      />
      <QueryView query={view} loading="Loading the player's limits…" what="the player's limits">
        {(data) => (
          <div className="d-grid gap-4">
            {data.restriction ? (
              <p className="mb-0">
                <RestrictionBadge restriction={data.restriction} />
              </p>
            ) : null}
            <section aria-labelledby="player-limits-title">
              <h2 id="player-limits-title" className="h5 mb-3">
                Limits in force
              </h2>
              <LimitsList view={data} viewer="upline" />
            </section>
            <section className="card border-0 shadow-sm">
              <div className="card-body">
                <LimitsForm view={data} viewer="upline" send={send} viewKey={protectionKeys.downline(userId)} />
              </div>
            </section>
          </div>
        )}
      </QueryView>
    </>
  );
}
