import type { LimitKey } from "@sabong/shared/protection";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { postCancelLimitChange, protectionKeys, protectionQuery, putLimit } from "../../api/protection.ts";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { QueryView } from "../../components/QueryView.tsx";
import { BreakPanel } from "./BreakPanel.tsx";
import { LimitsForm } from "./LimitsForm.tsx";
import { LimitsList } from "./LimitsList.tsx";
import { ACCOUNT_PATH } from "./paths.ts";
import { RealityCheckSetting } from "./RealityCheckSetting.tsx";

/**
 * /player/account/responsible-gaming (reached from Account): the player's limits with their use and pending changes,
 * the form to change them, the reality-check interval, and time-outs and self-exclusion.
 */
export function ResponsibleGamingPage() {
  const view = useQuery(protectionQuery());
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: postCancelLimitChange,
    onSettled: () => queryClient.invalidateQueries({ queryKey: protectionKeys.mine() }),
  });

  return (
    <>
      <PageHeader
        title="Responsible gaming"
        subtitle="Limits, reality checks and breaks: tools to keep your play in check."
        link={{ to: ACCOUNT_PATH, label: "Back to Account", className: "btn btn-sm btn-outline-light" }}
      />
      <QueryView query={view} loading="Loading your limits…" what="your limits">
        {(data) => (
          <div className="d-grid gap-4">
            <section aria-labelledby="limits-title">
              <h2 id="limits-title" className="h5 mb-3">
                Your limits
              </h2>
              <ErrorAlert error={cancel.error} className="py-2" />
              <LimitsList
                view={data}
                viewer="player"
                onCancel={(key: LimitKey) => cancel.mutate(key)}
                cancelling={cancel.isPending ? (cancel.variables ?? null) : null}
              />
            </section>
            <section className="card border-0 shadow-sm">
              <div className="card-body">
                <LimitsForm view={data} viewer="player" send={putLimit} viewKey={protectionKeys.mine()} />
              </div>
            </section>
            <section aria-labelledby="reality-title">
              <h2 id="reality-title" className="h5 mb-3">
                Reality check
              </h2>
              <RealityCheckSetting key={data.realityCheckMinutes} minutes={data.realityCheckMinutes} />
            </section>
            <section aria-labelledby="break-title">
              <h2 id="break-title" className="h5 mb-3">
                Take a break
              </h2>
              <BreakPanel restriction={data.restriction} />
            </section>
          </div>
        )}
      </QueryView>
    </>
  );
}
