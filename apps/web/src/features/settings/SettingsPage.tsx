import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { postStakeBackSetting, stakeBackKeys, stakeBackSettingQuery } from "../../api/stake-back.ts";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { StakeBackForm } from "./StakeBackForm.tsx";

/** /admin/settings: the platform's settings (issue 22): stake back on one-sided pools. */
export function SettingsPage() {
  const queryClient = useQueryClient();
  const query = useQuery(stakeBackSettingQuery());
  const save = useMutation({
    mutationFn: postStakeBackSetting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stakeBackKeys.all }),
  });

  return (
    <>
      <PageHeader title="Settings" subtitle="Platform settings (every change is audited)" />
      <section className="card border-0 shadow-sm" aria-labelledby="stake-back-title">
        <div className="card-body">
          <h2 className="h5" id="stake-back-title">
            Stake back on one-sided pools
          </h2>
          <p className="text-body-secondary">
            When one side has most of the bets, its winners would get back less than they staked.
          </p>
          {query.isPending ? (
            <Spinner label="Loading the setting…" />
          ) : query.isError ? (
            <ErrorAlert error={query.error} announce={false} onRetry={() => void query.refetch()} />
          ) : (
            <StakeBackForm current={query.data.stakeBack} onSave={save.mutateAsync} />
          )}
        </div>
      </section>
    </>
  );
}
