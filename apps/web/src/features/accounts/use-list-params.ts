import { DEFAULT_PAGE_SIZE } from "@sabong/shared/contracts";
import { useSearchParams } from "react-router";

/** A positive whole number from the address bar, else the fallback. */
export function pageParam(value: string | null, fallback = 1): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : fallback;
}

/**
 * A list screen's filters and page, kept in the address bar (bookmarkable, survive a reload). Changing a filter
 * goes back to page 1; the history is replaced so typing in a search box does not fill the back button. Account
 * lists show pages of the API's default size.
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
  return {
    params,
    update,
    paging: { page: pageParam(params.get("page")), pageSize: DEFAULT_PAGE_SIZE },
    get: (key: string) => params.get(key) ?? "",
  };
}

export type ListParams = ReturnType<typeof useListParams>;
