import { KYC_STATUSES, whatStatusAllows } from "@sabong/shared/identity";
import { describe, expect, it } from "vitest";
import { positionalSql, resultRows } from "../../db/sql.ts";
import { openTestDatabase, testDatabaseKinds } from "../../testing/databases.ts";
import { suiteFixture } from "../../testing/suite.ts";
import { kycAllowsSql } from "./guard-sql.ts";

/**
 * The statements decide the identity status in SQL (`kycAllowsSql`); here it must answer as the shared
 * `whatStatusAllows` for every status, every value of the platform setting, and without the setting's row.
 */
describe.each(await testDatabaseKinds())("the identity status in SQL on %s", (kind) => {
  const database = suiteFixture(() => openTestDatabase(kind));

  async function sqlAllows(status: string, purpose: "stake" | "load"): Promise<boolean> {
    const text = `select ${kycAllowsSql("$1::text", purpose)} as ok`;
    const [row] = resultRows<{ ok: boolean }>(await database.db.execute(positionalSql(text, [status])));
    return row?.ok === true;
  }

  it("equals whatStatusAllows for every status and setting", async () => {
    const settings = [false, true].flatMap((waitingMayBet) =>
      [false, true].map((waitingMayBeLoaded) => ({ waitingMayBet, waitingMayBeLoaded })),
    );
    for (const setting of settings) {
      await database.db.execute(
        positionalSql("update kyc_access_settings set waiting_may_bet = $1, waiting_may_be_loaded = $2 where id = 1", [
          setting.waitingMayBet,
          setting.waitingMayBeLoaded,
        ]),
      );
      for (const status of KYC_STATUSES) {
        const allows = whatStatusAllows(status, setting);
        expect(await sqlAllows(status, "stake"), `${status} bet ${JSON.stringify(setting)}`).toBe(allows.bet);
        expect(await sqlAllows(status, "load"), `${status} load ${JSON.stringify(setting)}`).toBe(allows.load);
      }
    }
    // Without the row: the default.
    await database.db.execute(positionalSql("delete from kyc_access_settings", []));
    for (const status of KYC_STATUSES) {
      expect(await sqlAllows(status, "stake")).toBe(whatStatusAllows(status).bet);
      expect(await sqlAllows(status, "load")).toBe(whatStatusAllows(status).load);
    }
  });
});
