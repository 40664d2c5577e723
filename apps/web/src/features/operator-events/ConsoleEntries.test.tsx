import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setToken } from "../../lib/session.ts";
import { sampleEvent, sampleFight } from "../../testing/betting-fixtures.ts";
import { setupFetchMock } from "../../testing/fetch.ts";
import { jsonResponse, renderAt, TOKENS } from "../../testing/render.tsx";
import { ConsoleEntries } from "./ConsoleEntries.tsx";

const fetchMock = setupFetchMock();

const redBaron = { rooster: "Red Baron", owner: "J. Santos", weightGrams: 2150 };
const talisay = { rooster: "Talisay", owner: "R. Cruz", weightGrams: 2140 };
const standby = (patch: Parameters<typeof sampleFight>[0] = {}) =>
  sampleFight({ state: "STANDBY", allowedActions: ["open", "cancel"], openedAt: null, ...patch });

const side = (name: string) => within(screen.getByRole("group", { name }));
const type = (group: ReturnType<typeof side>, label: string, value: string) =>
  fireEvent.change(group.getByLabelText(label), { target: { value } });
/** The message the field points to (aria-describedby): its error, or its hint. */
const messageOf = (group: ReturnType<typeof side>, label: string) =>
  document.getElementById(group.getByLabelText(label).getAttribute("aria-describedby") ?? "")?.textContent;
const editButton = () => screen.getByRole("button", { name: "Edit entries" }) as HTMLButtonElement;
const sentBody = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));

describe("the console's fight entries", () => {
  it("shows each side's rooster, owner and weight, or that it is not entered", () => {
    renderAt(
      <ConsoleEntries
        game="sabong"
        event={sampleEvent()}
        fight={standby({ entries: { MERON: null, WALA: talisay } })}
      />,
    );
    expect(screen.getByTestId("console-entry-MERON").textContent).toBe("MERONNot entered");
    expect(screen.getByTestId("console-entry-WALA").textContent).toBe("WALATalisayR. Cruz · 2.140 kg");
    expect(editButton().disabled).toBe(false);
    expect(screen.queryByTestId("console-entries-hint")).toBeNull();
  });

  it("shows nothing for a game without entries", () => {
    renderAt(<ConsoleEntries game="apple" event={sampleEvent({ game: "apple" })} fight={standby({ entries: null })} />);
    expect(screen.queryByTestId("console-entries")).toBeNull();
  });

  it("offers no editing once betting opens, nor on an ended event, and says why", () => {
    const { unmount } = renderAt(
      <ConsoleEntries game="sabong" event={sampleEvent()} fight={sampleFight({ state: "OPEN" })} />,
    );
    expect(editButton().disabled).toBe(true);
    expect(screen.getByTestId("console-entries-hint").textContent).toBe(
      "Entries can be changed only before betting opens",
    );
    expect(editButton().getAttribute("aria-describedby")).toBe(screen.getByTestId("console-entries-hint").id);
    unmount();
    const declared = renderAt(
      <ConsoleEntries
        game="sabong"
        event={sampleEvent()}
        fight={sampleFight({ state: "DECLARED", result: "MERON" })}
      />,
    );
    expect(editButton().disabled).toBe(true);
    expect(screen.getByTestId("console-entries-hint").textContent).toBe(
      "Entries can be changed only before betting opens",
    );
    declared.unmount();
    renderAt(<ConsoleEntries game="sabong" event={sampleEvent({ status: "ENDED" })} fight={standby()} />);
    expect(editButton().disabled).toBe(true);
    expect(screen.getByTestId("console-entries-hint").textContent).toBe("This event has ended");
  });

  it("edits both entries: the contract's messages under the fields, focus on the first, then one PUT in grams", async () => {
    setToken(TOKENS.operator());
    renderAt(
      <ConsoleEntries game="sabong" event={sampleEvent()} fight={standby({ entries: { MERON: null, WALA: null } })} />,
    );
    fireEvent.click(editButton());
    const meron = side("MERON");
    type(meron, "Rooster", "Red\u200bBaron");
    type(meron, "Weight (kg)", "21.5");
    fireEvent.click(screen.getByRole("button", { name: "Save entries" }));
    await waitFor(() => expect(messageOf(meron, "Rooster")).toBe("No line breaks, tabs or invisible characters"));
    expect(messageOf(meron, "Owner")).toBe("Enter the owner's name");
    expect(messageOf(meron, "Weight (kg)")).toBe("Enter a weight from 1.000 kg to 3.500 kg");
    expect(messageOf(side("WALA"), "Weight (kg)")).toBe("Kilograms to the gram, e.g. 2.150 (or grams: 2150)");
    expect(document.activeElement).toBe(meron.getByLabelText("Rooster"));
    expect(meron.getByLabelText("Rooster").getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();

    type(meron, "Rooster", "Red Baron");
    type(meron, "Owner", "J. Santos");
    type(meron, "Weight (kg)", "2.15");
    const wala = side("WALA");
    type(wala, "Rooster", "Talisay");
    type(wala, "Owner", "R. Cruz");
    type(wala, "Weight (kg)", "2140");
    const saved = standby({ entries: { MERON: redBaron, WALA: talisay } });
    fetchMock.mockResolvedValue(jsonResponse(200, saved));
    fireEvent.click(screen.getByRole("button", { name: "Save entries" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe("/api/bet-ops/fights/31/entries");
    expect(init?.method).toBe("PUT");
    // With what the form opened with, so a save over another console's change is refused.
    expect(sentBody(0)).toEqual({ entries: { MERON: redBaron, WALA: talisay }, previous: { MERON: null, WALA: null } });
    await waitFor(() => expect(screen.queryByRole("button", { name: "Save entries" })).toBeNull());
  });

  it("when another console saved meanwhile: says so, shows the entries as they are now, and saves over those", async () => {
    setToken(TOKENS.operator());
    renderAt(
      <ConsoleEntries game="sabong" event={sampleEvent()} fight={standby({ entries: { MERON: null, WALA: null } })} />,
    );
    fireEvent.click(editButton());
    type(side("MERON"), "Rooster", "Bulik");
    type(side("MERON"), "Owner", "A. Reyes");
    type(side("MERON"), "Weight (kg)", "2.2");
    const now = standby({ entries: { MERON: redBaron, WALA: null } });
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse(409, { error: "The entries were changed meanwhile; check them and save again" }),
      )
      .mockResolvedValueOnce(jsonResponse(200, { event: sampleEvent(), fight: now, results: [] }));
    fireEvent.click(screen.getByRole("button", { name: "Save entries" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The entries were changed meanwhile; check them and save again",
    );
    await waitFor(() => expect((side("MERON").getByLabelText("Rooster") as HTMLInputElement).value).toBe("Red Baron"));
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe("/api/bet-ops/events/7");
    expect((side("MERON").getByLabelText("Weight (kg)") as HTMLInputElement).value).toBe("2.150");

    fetchMock.mockResolvedValueOnce(jsonResponse(200, now));
    fireEvent.click(screen.getByRole("button", { name: "Save entries" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(sentBody(2)).toEqual({ entries: { MERON: redBaron }, previous: { MERON: redBaron, WALA: null } });
  });
});
