/** A list's query as a query string: empty values left out (the server's schemas treat absent as "any"). */
export function listSearch(query: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text !== "") params.set(key, text);
  }
  return params.toString();
}
