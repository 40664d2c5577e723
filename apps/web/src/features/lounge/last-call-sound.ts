import type { FightState } from "@sabong/shared/betting";
import { useEffect, useRef, useState } from "react";

/** The player's choice, kept on this device: off unless they turn it on. */
export const LAST_CALL_SOUND_KEY = "sabong.lastCallSound";

export function readLastCallSound(): boolean {
  try {
    return localStorage.getItem(LAST_CALL_SOUND_KEY) === "on";
  } catch {
    return false; // storage blocked (private mode): just no sound
  }
}

function writeLastCallSound(on: boolean) {
  try {
    if (on) localStorage.setItem(LAST_CALL_SOUND_KEY, "on");
    else localStorage.removeItem(LAST_CALL_SOUND_KEY);
  } catch {
    // not remembered; the toggle still works for this visit
  }
}

let audio: AudioContext | null = null;

/** A short beep made by Web Audio (no file to download); silent where the browser has no Web Audio. */
export function beep() {
  const Context = globalThis.AudioContext;
  if (!Context) return;
  audio ??= new Context();
  const ctx = audio;
  void ctx.resume(); // a context made before any tap starts suspended
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.frequency.value = 880;
  gain.gain.setValueAtTime(0.2, ctx.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + 0.35);
  osc.connect(gain).connect(ctx.destination);
  osc.start();
  osc.stop(ctx.currentTime + 0.35);
}

/** The second cue: this long before betting closes. */
export const FINAL_BEEP_MS = 5_000;

/**
 * The sound toggle's state, and the cues while the sound is on: one beep when the shown fight moves into LAST_CALL
 * (not when the screen opens on a fight already in last call), and one when the count reaches the last 5 seconds
 * (only if this screen saw it above that, so a 5-second last call beeps once; at most once per deadline `endsAt`,
 * so a refetched figure a little above 5 seconds does not beep again).
 */
export function useLastCallSound(
  state: FightState | undefined,
  remainingMs: number | null,
  endsAt: string | null,
  play: () => void = beep,
) {
  const [on, setOn] = useState(readLastCallSound);
  const before = useRef(state);
  useEffect(() => {
    const was = before.current;
    before.current = state;
    if (on && was !== undefined && was !== "LAST_CALL" && state === "LAST_CALL") play();
  }, [state, on, play]);
  const aboveFinal = useRef(false);
  const finalBeepFor = useRef<string | null>(null);
  useEffect(() => {
    if (remainingMs === null || remainingMs > FINAL_BEEP_MS) {
      aboveFinal.current = remainingMs !== null;
      return;
    }
    if (aboveFinal.current && remainingMs > 0 && on && finalBeepFor.current !== endsAt) {
      finalBeepFor.current = endsAt;
      play();
    }
    aboveFinal.current = false;
  }, [remainingMs, endsAt, on, play]);
  const toggle = (next: boolean) => {
    writeLastCallSound(next);
    setOn(next);
    if (next) play(); // the tap unlocks audio, and the player hears what the cue sounds like
  };
  return { on, toggle };
}
