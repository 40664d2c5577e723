import type { FormEvent, ReactNode } from "react";

/** A form's submit handler: the page stays put (no browser submit) and `handler` runs. */
export function onSubmitted(handler: () => void) {
  return (event: FormEvent) => {
    event.preventDefault();
    handler();
  };
}

type Props = {
  /** The card's heading ("Add an address", "Convert to points"). */
  title: string;
  onSubmit: () => void;
  children: ReactNode;
};

/**
 * A form in a card, titled: the browser's own validation is off (the screen says what is wrong next to the field)
 * and Enter submits.
 */
export function FormCard({ title, onSubmit, children }: Props) {
  return (
    <form className="card border-0 shadow-sm h-100" noValidate onSubmit={onSubmitted(onSubmit)}>
      <div className="card-body">
        <h2 className="h6 text-uppercase text-body-secondary mb-3">{title}</h2>
        {children}
      </div>
    </form>
  );
}
