import { REALITY_CHECK_MINUTES, type RealityCheckMinutes } from "@sabong/shared/protection";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { protectionKeys, putRealityCheck } from "../../api/protection.ts";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";
import { notify } from "../../lib/toast.tsx";
import { ChoiceButtons } from "./ChoiceButtons.tsx";

const CHOICES = REALITY_CHECK_MINUTES.map((minutes) => ({ value: minutes, label: `Every ${minutes} minutes` }));

/** How often the reality check shows while the player is signed in: 15, 30 or 60 minutes; it cannot be turned off. */
export function RealityCheckSetting({ minutes }: { minutes: RealityCheckMinutes }) {
  const [chosen, setChosen] = useState<RealityCheckMinutes>(minutes);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: putRealityCheck,
    onSuccess: (_answer, saved) => {
      notify.success(`The reality check now shows every ${saved} minutes.`);
      void queryClient.invalidateQueries({ queryKey: protectionKeys.all });
    },
  });
  return (
    <div className="card border-0 shadow-sm">
      <div className="card-body">
        <p className="small text-body-secondary">
          While you are signed in, a reminder shows how long you have played and what you staked and won. It cannot be
          turned off.
        </p>
        <ErrorAlert error={save.error} className="py-2" />
        <ChoiceButtons
          legend="Show the reality check"
          options={CHOICES}
          value={chosen}
          onChange={setChosen}
          disabled={save.isPending}
        />
        <button
          type="button"
          className="btn btn-primary"
          disabled={save.isPending || chosen === minutes}
          onClick={() => save.mutate(chosen)}
        >
          {save.isPending ? "Saving…" : "Save"}
        </button>
      </div>
    </div>
  );
}
