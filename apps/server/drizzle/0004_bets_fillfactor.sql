-- Settlement rewrites every bet of a fight (status, payout). With free space on each page those updates stay on the
-- page and skip all six indexes (HOT updates): a 100,000-bet settlement drops from about 4.9 s to 3.4 s here
-- (docs/performance.md). The price is a bets table about twice as large.
ALTER TABLE "bets" SET (fillfactor = 50);
