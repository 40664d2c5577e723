import type { BetForm, NumberGameEntry } from "@sabong/shared/games";
import { centavosToPesosText, parsePesos } from "@sabong/shared/money";
import type { Availability, DrawView, TicketLineInput } from "@sabong/shared/number-games";
import { useState } from "react";
import { availabilityMap, isClosedStanding, lineRoom, roomError, standingText } from "./availability.ts";
import { type DraftLine, lineError, previewPayoutCentavos, rambolitoBlockedReason } from "./ticket.ts";

export type LineDraftInput = {
  entry: NumberGameEntry;
  draw: DrawView;
  availability: readonly Availability[];
  /** The ticket's other lines, not sent yet: what they take of a combination's cap is not there for this line. */
  draft: readonly TicketLineInput[];
  /** The line being edited (its values fill the builder), or null to add a new one. */
  editing: DraftLine | null;
  onSave: (line: TicketLineInput) => void;
};

/**
 * The line being built: combination, form (straight when rambolito is not possible) and stake as typed; what is
 * wrong with it, the room left under the caps, what it pays. Saving a good line hands it over and starts a new one;
 * the error shows only once saving was tried.
 */
export function useLineDraft({ entry, draw, availability, draft, editing, onSave }: LineDraftInput) {
  const [combination, setCombination] = useState(editing?.combination ?? "");
  const [chosenForm, setForm] = useState<BetForm>(editing?.form ?? "straight");
  const [stakeText, setStakeText] = useState(editing ? centavosToPesosText(editing.stakeCentavos) : "");
  const [tried, setTried] = useState(false);

  const map = availabilityMap(availability);
  const blocked = rambolitoBlockedReason(combination);
  const form: BetForm = blocked ? "straight" : chosenForm;
  const complete = combination.length === entry.digits;
  const standing = complete ? lineRoom(map, draw.terms, { form, combination }, draft) : { kind: "open" as const };
  const stake = parsePesos(stakeText);
  const line: TicketLineInput | null = stake.ok ? { combination, form, stakeCentavos: stake.centavos } : null;
  const error = !complete
    ? `Pick ${entry.digits} digits`
    : !stake.ok
      ? stake.message
      : line
        ? (lineError(entry.id, draw.terms, line) ?? roomError(standing, line.stakeCentavos))
        : null;
  const payout = line && !error ? previewPayoutCentavos(entry.id, draw.terms, line, availability) : null;

  const save = () => {
    setTried(true);
    if (!line || error || isClosedStanding(standing)) return;
    onSave(line);
    setCombination("");
    setStakeText("");
    setTried(false);
  };

  return {
    combination,
    setCombination,
    form,
    setForm,
    blocked,
    complete,
    stakeText,
    setStakeText,
    map,
    standing,
    note: standingText(standing),
    closed: isClosedStanding(standing),
    /** What is wrong, once saving was tried. */
    shownError: tried && error ? error : null,
    payout,
    save,
  };
}

export type LineDraft = ReturnType<typeof useLineDraft>;
