import { useSearchParams } from "react-router";
import { pageParam } from "./query-string.ts";

/**
 * A list screen's filters and page, kept in the address bar (bookmarkable, survive a reload). Changing a filter
 * goes back to page 1; the history is replaced so typing in a search box does not fill the back button.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const update = (patch: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      const text = value === undefined ? "" : String(value).trim();
      if (text === "" || (key === "page" && text === "1")) next.delete(key);
      else next.set(key, text);
    }
    if (!("page" in patch)) next.delete("page");
    setParams(next, { replace: true });
  };
  return { params, update, page: pageParam(params.get("page")), get: (key: string) => params.get(key) ?? "" };
}
