/**
 * Sharing a ticket's receipt: the phone's share sheet (Web Share API) where there is one, else the link copied to
 * the clipboard. Only the owner, their uplines and the admin can open the link (the server checks).
 */
export type ShareOutcome = "shared" | "copied" | "cancelled" | "unavailable";

type ShareNavigator = {
  share?: (data: { title?: string; text?: string; url?: string }) => Promise<void>;
  clipboard?: { writeText: (text: string) => Promise<void> };
};

export async function shareReceipt(
  nav: ShareNavigator,
  receipt: { title: string; text: string; url: string },
): Promise<ShareOutcome> {
  if (typeof nav.share === "function") {
    try {
      await nav.share(receipt);
      return "shared";
    } catch (error) {
      // The player closed the share sheet: nothing to report.
      if (error instanceof Error && error.name === "AbortError") return "cancelled";
    }
  }
  if (nav.clipboard) {
    try {
      await nav.clipboard.writeText(receipt.url);
      return "copied";
    } catch {
      return "unavailable";
    }
  }
  return "unavailable";
}
