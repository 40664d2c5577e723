import type { ReactNode } from "react";

type Props = {
  /** Accessible name of the table. */
  caption: string;
  /** The header cells (or `headings`, when each is a plain text). */
  head?: ReactNode;
  headings?: readonly Heading[];
  /** The rows. */
  children: ReactNode;
  tableClassName?: string;
  /** Fade the table while the next page loads. */
  dim?: boolean;
  /** The scrolling wrapper: `table-responsive` scrolls at every width (tables without `table-stack`). */
  wrapClassName?: string;
  /** The header row's class (default `table-light`). */
  headClassName?: string;
  /** On the table element (e2e hooks). */
  testId?: string;
  /** More classes of the card (e.g. shown only from some width on). */
  cardClassName?: string;
};

/** A list table in a card; with `table-stack` its rows become labelled cards on phones (styles.css). */
export function TableCard({
  caption,
  head,
  headings,
  children,
  tableClassName = "table align-middle mb-0 table-stack",
  dim,
  wrapClassName = "table-wrap",
  headClassName = "table-light",
  testId,
  cardClassName,
}: Props) {
  return (
    <div className={`card border-0 shadow-sm${cardClassName ? ` ${cardClassName}` : ""}${dim ? " opacity-50" : ""}`}>
      <div className={wrapClassName}>
        <table className={tableClassName} data-testid={testId}>
          <caption className="visually-hidden">{caption}</caption>
          <thead className={headClassName || undefined}>
            <tr>{headings ? <Headings of={headings} /> : head}</tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </div>
  );
}

/** A right-aligned column heading (amounts, actions). */
export function EndTh({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className="text-end">
      {children}
    </th>
  );
}

/** A column heading's text; `{ end: text }` is right-aligned (amounts, actions). */
export type Heading = string | { end: string };

function Headings({ of }: { of: readonly Heading[] }) {
  return of.map((heading) =>
    typeof heading === "string" ? (
      <th key={heading} scope="col">
        {heading}
      </th>
    ) : (
      <EndTh key={heading.end}>{heading.end}</EndTh>
    ),
  );
}
