import { describe, expect, it } from "vitest";
import { GAMES, mainSides } from "../betting/sides.ts";
import { COMMISSION_BALANCES, COMMISSION_GAMES } from "../commission/balances.ts";
import { API_RESOURCES } from "./api-resources.ts";
import {
  commissionBalanceOf,
  GAME_IDS,
  GAME_REGISTRY,
  hasEntries,
  isLiveGame,
  LIVE_GAMES,
  liveGame,
  NUMBER_GAMES,
} from "./registry.ts";

describe("game registry", () => {
  it("has one entry per game, keyed by its id, live games first", () => {
    expect(GAME_IDS).toEqual(["sabong", "apple", "pick2", "pick3", "suertres", "game-ending"]);
    for (const id of GAME_IDS) expect(GAME_REGISTRY[id].id).toBe(id);
    expect(GAMES).toBe(LIVE_GAMES);
    expect(LIVE_GAMES.every((id) => GAME_REGISTRY[id].kind === "live-sides")).toBe(true);
    expect(NUMBER_GAMES.every((id) => GAME_REGISTRY[id].kind === "numbers")).toBe(true);
  });

  it("declares each live game's sides and whether DRAW exists", () => {
    expect(liveGame("sabong")).toMatchObject({ sides: ["MERON", "WALA"], draw: "always" });
    expect(liveGame("apple")).toMatchObject({ sides: ["PULA", "PUTI"], draw: "per-event" });
    expect(mainSides("apple")).toBe(GAME_REGISTRY.apple.sides);
  });

  it("calls sabong's contests fights, apple's rounds and the number games' draws", () => {
    expect(GAME_REGISTRY.sabong.contest).toEqual({ one: "fight", many: "fights" });
    expect(GAME_REGISTRY.apple.contest).toEqual({ one: "round", many: "rounds" });
    for (const id of NUMBER_GAMES) expect(GAME_REGISTRY[id].contest).toEqual({ one: "draw", many: "draws" });
  });

  it("names the labels and the player's area of the spec", () => {
    expect(liveGame("sabong")).toMatchObject({ label: "Sabong", playerTitle: "Sabong Lounge" });
    expect(liveGame("apple")).toMatchObject({ label: "Apple na pula/puti", playerTitle: "Apple to Apple" });
    expect(NUMBER_GAMES.map((id) => GAME_REGISTRY[id].label)).toEqual(["Pick 2", "Pick 3", "Suertres", "Game Ending"]);
  });

  it("serves each live game under the resource segments the server registers", () => {
    expect(liveGame("sabong").api).toEqual({ operator: "bet-ops", player: "bets2" });
    expect(liveGame("apple").api).toEqual({ operator: "apple-bet-ops", player: "apple-new" });
  });

  it("gives the number games their spec resources: staff {type}, players player-{type}", () => {
    for (const id of NUMBER_GAMES) {
      expect(GAME_REGISTRY[id].api).toEqual({ staff: id, player: `player-${id}` });
      expect(API_RESOURCES).toContain(GAME_REGISTRY[id].api.staff);
      expect(API_RESOURCES).toContain(GAME_REGISTRY[id].api.player);
    }
  });

  it("routes to the spec's screens", () => {
    expect(liveGame("sabong").routes).toEqual({
      operatorEvents: "/operator/arena",
      masterRevert: "/operator/master-revert",
      playerLobby: "/player/home",
    });
    expect(liveGame("apple").routes).toEqual({
      operatorEvents: "/operator/applepulaputi/event-list",
      masterRevert: "/operator/apple-master-revert",
      playerLobby: "/player/applepulaputi/list",
    });
    expect(NUMBER_GAMES.map((id) => GAME_REGISTRY[id].routes.player)).toEqual([
      "/player/pick2",
      "/player/pick3",
      "/player/suertres",
      "/player/game-ending",
    ]);
  });

  it("credits sabong's commission balance from both live games, each number game its own", () => {
    const crediting = (balance: string) => GAME_IDS.filter((id) => GAME_REGISTRY[id].commission === balance);
    expect(crediting("sabong")).toEqual(["sabong", "apple"]);
    for (const id of NUMBER_GAMES) expect(GAME_REGISTRY[id].commission).toBe(id);
    // Every commission balance is credited by some game.
    for (const balance of COMMISSION_GAMES) expect(crediting(balance).length).toBeGreaterThan(0);
    expect(COMMISSION_BALANCES[GAME_REGISTRY.apple.commission].label).toBe("Sabong & Apple");
    expect(commissionBalanceOf("apple")).toBe(COMMISSION_BALANCES.sabong);
    expect(commissionBalanceOf("sabong").wallet).toBe("commission:sabong");
    expect(commissionBalanceOf("pick3").wallet).toBe("commission:pick3");
  });

  it("holds the number games' digits and default multipliers (straight ÷ permutations = rambolito)", () => {
    expect(GAME_REGISTRY.pick2).toMatchObject({
      digits: 2,
      multipliers: { straight: 70, rambolito: { 2: 35 } },
      result: "platform-draw",
      drawTimes: ["11:00", "16:00", "21:00"],
    });
    expect(GAME_REGISTRY.pick3).toMatchObject({
      digits: 3,
      multipliers: { straight: 450, rambolito: { 3: 150, 6: 75 } },
      result: "platform-draw",
      drawTimes: ["11:00", "16:00", "21:00"],
    });
    expect(GAME_REGISTRY.suertres).toMatchObject({
      digits: 3,
      multipliers: { straight: 450, rambolito: { 3: 150, 6: 75 } },
      result: "official-draw",
      drawTimes: ["14:00", "17:00", "21:00"],
    });
    expect(GAME_REGISTRY["game-ending"]).toMatchObject({
      digits: 2,
      multipliers: { straight: 80, rambolito: { 2: 40 } },
      result: "scores",
      drawTimes: [],
    });
    for (const id of NUMBER_GAMES) {
      const { straight, rambolito } = GAME_REGISTRY[id].multipliers;
      for (const [k, multiplier] of Object.entries(rambolito)) expect(multiplier).toBe(straight / Number(k));
      expect(GAME_REGISTRY[id].forms).toEqual(["straight", "rambolito"]);
      expect(GAME_REGISTRY[id].playable).toBe(true);
    }
    expect(LIVE_GAMES.every((id) => liveGame(id).playable)).toBe(true);
  });

  it("gives sabong's fights entries (roosters) and apple's rounds none", () => {
    expect(liveGame("sabong").entries).toEqual({ noun: "rooster" });
    expect(liveGame("apple").entries).toBeNull();
    expect(LIVE_GAMES.filter(hasEntries)).toEqual(["sabong"]);
  });

  it("recognises ids", () => {
    expect(isLiveGame("apple")).toBe(true);
    expect(isLiveGame("pick2")).toBe(false);
  });
});
