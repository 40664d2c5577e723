import { describe, expect, it } from "vitest";
import { sampleEvent } from "../../testing/betting-fixtures.ts";
import { emptyEventForm, eventToForm, manilaToday, toEventInput, toEventPatch } from "./event-form.ts";

const filled = { ...emptyEventForm("sabong", new Date("2025-05-01T20:00:00Z")), name: "Cebu Derby" };

describe("event form", () => {
  it("dates a new event today in Manila", () => {
    expect(manilaToday(new Date("2025-05-01T17:00:00Z"))).toBe("2025-05-02");
    expect(filled.eventDate).toBe("2025-05-02");
  });

  it("converts pesos and percents to the contract's centavos and basis points", () => {
    const answer = toEventInput(
      { ...filled, plasadaPercent: "5.5", minBet: "20", maxBet: "50,000", drawOdds: "8", videoUrl: "" },
      "sabong",
    );
    expect(answer).toEqual({
      ok: true,
      body: {
        name: "Cebu Derby",
        eventDate: "2025-05-02",
        videoUrl: null,
        plasadaBp: 550,
        drawOddsMultiplier: 8,
        minStakeCentavos: 2_000,
        maxStakeCentavos: 5_000_000,
        lastCallSeconds: 30,
        status: "UPCOMING",
      },
    });
  });

  it("sends the draw switch only for the apple game", () => {
    const apple = toEventInput({ ...filled, drawEnabled: true }, "apple");
    expect(apple.ok && apple.body.drawEnabled).toBe(true);
    const sabong = toEventInput({ ...filled, drawEnabled: false }, "sabong");
    expect(sabong.ok && "drawEnabled" in sabong.body).toBe(false);
  });

  it("puts unreadable numbers under their fields", () => {
    const answer = toEventInput({ ...filled, plasadaPercent: "five", minBet: "-1", drawOdds: "8.5" }, "sabong");
    expect(answer).toEqual({
      ok: false,
      errors: {
        plasadaPercent: "Enter a percentage like 5 or 5.25",
        minBet: "The amount must be more than zero",
        drawOdds: "Enter a whole number, e.g. 8 (a draw pays 1 : 8)",
      },
    });
  });

  it("maps the contract's own rules back to the form's fields", () => {
    const answer = toEventInput(
      { ...filled, name: " ", maxBet: "10", videoUrl: "ftp://x/live.mp4", plasadaPercent: "60" },
      "sabong",
    );
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.errors.name).toBe("Name is required");
    expect(answer.errors.maxBet).toBe("Maximum bet must be at least the minimum bet");
    expect(answer.errors.videoUrl).toMatch(/m3u8/);
    expect(answer.errors.plasadaPercent).toBe("Plasada cannot exceed 50%");
  });

  it("shows every error at once, in plain words (never the validator's own text)", () => {
    const answer = toEventInput(
      { ...filled, name: "x".repeat(121), plasadaPercent: "five", minBet: "0", lastCallSeconds: "" },
      "sabong",
    );
    expect(answer).toEqual({
      ok: false,
      errors: {
        name: "Event name must be at most 120 characters",
        plasadaPercent: "Enter a percentage like 5 or 5.25",
        minBet: expect.any(String),
        lastCallSeconds: "Last call must be 5 to 600 seconds",
      },
    });
    if (answer.ok) return;
    for (const message of Object.values(answer.errors)) {
      expect(message).not.toMatch(/Too (big|small)|expected|Invalid input|[<>]=/);
    }
  });

  it("takes the last call's seconds within the shared limits", () => {
    const answer = toEventInput({ ...filled, lastCallSeconds: "5" }, "sabong");
    expect(answer.ok && answer.body.lastCallSeconds).toBe(5);
    for (const typed of ["4", "601", "12.5", "", "soon"]) {
      expect(toEventInput({ ...filled, lastCallSeconds: typed }, "sabong")).toEqual({
        ok: false,
        errors: { lastCallSeconds: "Last call must be 5 to 600 seconds" },
      });
    }
    expect(eventToForm(sampleEvent({ lastCallSeconds: 45 })).lastCallSeconds).toBe("45");
  });

  it("round-trips an event through the edit form", () => {
    const event = sampleEvent();
    const form = eventToForm(event);
    expect(form).toMatchObject({ plasadaPercent: "5", minBet: "20", maxBet: "50000", drawOdds: "8" });
    const patch = toEventPatch({ ...form, status: "ENDED", videoUrl: "https://cdn.example/live.m3u8" }, "sabong");
    expect(patch).toEqual({
      ok: true,
      body: {
        name: event.name,
        eventDate: event.eventDate,
        videoUrl: "https://cdn.example/live.m3u8",
        plasadaBp: 500,
        drawOddsMultiplier: 8,
        minStakeCentavos: 2_000,
        maxStakeCentavos: 5_000_000,
        lastCallSeconds: 30,
        status: "ENDED",
      },
    });
  });
});
