import { type BettingEvent, GAME_LABELS, type Game } from "@sabong/shared/betting";
import { useId } from "react";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";
import { Modal } from "../../components/Modal.tsx";
import { ModalActions } from "../../components/ModalActions.tsx";
import { EventDrawAndStatus, EventIdentityFields, EventMoneyFields } from "./event-form-fields.tsx";
import { useEventForm } from "./use-event-form.ts";

type Props = {
  game: Game;
  /** Edit this event; create a new one when absent. */
  event?: BettingEvent;
  onClose: () => void;
  onCreated?: (eventId: number) => void;
};

/** Create or edit an event: arena/name, date, stream URL, plasada %, draw odds, min/max bet, last call, draw side. */
export function EventFormModal(props: Props) {
  const { game, event, onClose } = props;
  const id = useId();
  const form = useEventForm(props);
  const kit = { id, register: form.register, errors: form.errors };
  return (
    <Modal
      title={event ? `Edit event · ${event.name}` : `New ${GAME_LABELS[game]} event`}
      onClose={onClose}
      busy={form.saving}
      size="lg"
      onSubmit={() => void form.onSubmit()}
      footer={<ModalActions onCancel={onClose} busy={form.saving} label={event ? "Save changes" : "Create event"} />}
    >
      <ErrorAlert error={form.serverError} />
      <div className="row g-3">
        <EventIdentityFields kit={kit} />
        <EventMoneyFields kit={kit} />
        <EventDrawAndStatus kit={kit} game={game} editing={event !== undefined} />
      </div>
    </Modal>
  );
}
