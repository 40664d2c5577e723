/**
 * Seeded pseudo-random numbers (sfc32 seeded through splitmix32). Every actor of the simulation draws from its own
 * stream, derived from the run's seed and the actor's identity, so what a player decides does not depend on how
 * the event loop happened to interleave the other players: the same seed plans the same run.
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number, ...stream: number[]) {
    let state = mix(seed >>> 0);
    for (const part of stream) state = mix((state ^ mix(part >>> 0)) >>> 0);
    const next = () => {
      state = (state + 0x9e3779b9) >>> 0;
      return mix(state);
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    for (let i = 0; i < 12; i++) this.next(); // warm up: the first outputs of sfc32 are weakly mixed
  }

  /** A float in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t / 4_294_967_296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    if (max < min) throw new RangeError(`empty range ${min}..${max}`);
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new RangeError("pick from an empty list");
    return item;
  }

  /** One of the values, with probability proportional to its weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new RangeError("weighted pick from an empty list");
    return last[0];
  }

  /** An integer in [min, max] spread evenly on a log scale: small stakes are common, big ones rare. */
  logInt(min: number, max: number): number {
    const value = Math.floor(Math.exp(Math.log(min) + this.next() * (Math.log(max + 1) - Math.log(min))));
    return Math.min(max, Math.max(min, value));
  }
}

function mix(value: number): number {
  let z = value >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return (z ^ (z >>> 16)) >>> 0;
}
