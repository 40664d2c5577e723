import { type BettingEvent, type FightView, type Side, sidePer100Centavos } from "@sabong/shared/betting";
import { centavosToPesosText } from "@sabong/shared/money";
import { useRef, useState } from "react";
import { checkSlip, estimatedPayout } from "./bet-slip.ts";

type SlipInput = {
  event: BettingEvent;
  fight: FightView;
  side: Side | null;
  balanceCentavos: number;
  /** A bet is being sent right now. */
  sending: boolean;
};

/** The bet slip's state and checks: the amount as typed, whether it was left, and the confirmation step. */
export function useBetSlip({ event, fight, side, balanceCentavos, sending }: SlipInput) {
  const input = useRef<HTMLInputElement>(null);
  const [amountText, setAmountText] = useState("");
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const check = checkSlip({ event, fight, side, amountText, balanceCentavos });
  const per100 = check.ok ? sidePer100Centavos(fight, event, check.side) : null;

  return {
    input,
    amountText,
    check,
    confirming,
    showError: !check.ok && (touched || confirming) && check.field === "amount",
    // Betting closed or the side paused: say so plainly; the amount itself is fine.
    notice: !check.ok && check.field === "fight" ? check.message : null,
    canConfirm: check.ok && !sending,
    payout: check.ok ? estimatedPayout(check.stakeCentavos, per100) : null,
    /** A quick amount: typed for the player, as if they had left the field. */
    pick: (centavos: number) => {
      setAmountText(centavosToPesosText(centavos));
      setTouched(true);
      setConfirming(false);
    },
    /** Custom: the amount cleared and the field focused to type one. */
    custom: () => {
      setAmountText("");
      setConfirming(false);
      input.current?.focus();
    },
    type: (text: string) => {
      setAmountText(text);
      setConfirming(false);
    },
    leave: () => setTouched(true),
    setConfirming,
  };
}

export type BetSlipState = ReturnType<typeof useBetSlip>;
