import { useEffect, useId, useRef, useState } from "react";
import { useDebounced } from "../lib/use-debounced.ts";

/** Every search input: usernames and names are typed as they are (no autocomplete, capitals or spell check). */
export const SEARCH_INPUT = { type: "search", autoComplete: "off", autoCapitalize: "none", spellCheck: false } as const;

type Props = {
  label: string;
  /** The applied search (e.g. from the address bar). */
  value: string;
  /** Called with the trimmed text once typing pauses. */
  onSearch: (value: string) => void;
  placeholder?: string;
  className?: string;
};

/** A search field that applies itself once typing pauses (one request per pause, not per key). */
export function SearchBox({ label, value, onSearch, placeholder = "Username or name", className }: Props) {
  const id = useId();
  const [text, setText] = useState(value);
  const settled = useDebounced(text, 350).trim();
  // Read through refs: only a new pause in typing applies; outside changes of `value` do not echo back.
  const latest = useRef({ onSearch, value });
  useEffect(() => {
    latest.current = { onSearch, value };
  });
  useEffect(() => {
    if (settled !== latest.current.value.trim()) latest.current.onSearch(settled);
  }, [settled]);

  return (
    <div className={className}>
      <label htmlFor={id} className="form-label small mb-1">
        {label}
      </label>
      <input
        id={id}
        {...SEARCH_INPUT}
        className="form-control form-control-sm"
        placeholder={placeholder}
        maxLength={64}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
