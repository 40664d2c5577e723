import type { Scores } from "./contracts.ts";

/**
 * Game-ending: the combination is the last digit of the home score, then of the away score (89–74 → "94";
 * 100–90 → "00"). Scores are whole numbers ≥ 0.
 */
export function combinationFromScores(scores: Scores): string {
  const { home, away } = scores;
  for (const score of [home, away]) {
    if (!Number.isSafeInteger(score) || score < 0) throw new RangeError("scores are whole numbers from 0");
  }
  return `${home % 10}${away % 10}`;
}
