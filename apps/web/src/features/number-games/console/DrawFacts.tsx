import { plural } from "@sabong/shared/contracts";
import { formatPesos } from "@sabong/shared/money";
import { type DrawSettlement, type DrawView, formatMultiplier } from "@sabong/shared/number-games";
import type { ReactNode } from "react";
import { formatDateTime } from "../../../lib/format.ts";
import { ConsolePanel } from "./ConsoleParts.tsx";
import { isPlatformDrawn } from "./draw-controls.ts";

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="col-6 col-md-4">
      <dt className="small text-body-secondary fw-normal">{label}</dt>
      <dd className="mb-0 tabular" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** When the draw opens, closes and is drawn (Manila time), and the terms it was opened with. */
export function DrawTermsCard({ draw }: { draw: DrawView }) {
  const { terms } = draw;
  const rambolito = Object.entries(terms.rambolitoMultiplierHundredths)
    .map(([k, m]) => `${formatMultiplier(m)} (${k})`)
    .join(", ");
  return (
    <ConsolePanel titleId="draw-terms-title" title="Draw">
      <dl className="row g-2 mb-0">
        <Fact label="Opens">{formatDateTime(draw.opensAt)}</Fact>
        <Fact label="Cut-off" testId="draw-cutoff">
          {formatDateTime(draw.cutoffAt)}
        </Fact>
        <Fact label="Draw time">{formatDateTime(draw.drawAt)}</Fact>
        <Fact label="Straight">{formatMultiplier(terms.straightMultiplierHundredths)}</Fact>
        <Fact label="Rambolito">{rambolito || "—"}</Fact>
        <Fact label="Stake per line">
          {formatPesos(terms.minStakeCentavos)} – {formatPesos(terms.maxStakeCentavos)}
        </Fact>
        <Fact label="Default cap">{formatPesos(terms.defaultCapCentavos)}</Fact>
        <Fact label="Second operator">{terms.confirmResults ? "confirms results" : "not needed"}</Fact>
      </dl>
    </ConsolePanel>
  );
}

/** Platform draws: the seed's hash (published at open) and the seed (revealed at draw time). */
export function FairnessCard({ draw }: { draw: DrawView }) {
  if (!isPlatformDrawn(draw.game)) return null;
  return (
    <ConsolePanel titleId="fairness-title" title="Fairness">
      <dl className="mb-0 small">
        <dt className="fw-normal text-body-secondary">Seed hash (SHA-256)</dt>
        <dd className="font-monospace text-break" data-testid="seed-hash">
          {draw.seedHash ?? "published when the draw opens"}
        </dd>
        <dt className="fw-normal text-body-secondary">Seed</dt>
        <dd className="font-monospace text-break mb-0" data-testid="seed">
          {draw.seed ?? "revealed at draw time"}
        </dd>
      </dl>
    </ConsolePanel>
  );
}

/** What the settlement did: sales, hits, commission and the house result (negative in red: the house lost). */
export function SettlementCard({ settlement }: { settlement: DrawSettlement | null }) {
  if (!settlement) return null;
  const lost = settlement.houseNetCentavos < 0;
  return (
    <ConsolePanel titleId="settlement-title" title={<>Settlement · {settlement.result}</>}>
      <dl className="row g-2 mb-0">
        <Fact label="Sales" testId="settlement-sales">
          {formatPesos(settlement.salesCentavos)}
        </Fact>
        <Fact label={`Hits (${plural(settlement.winningLines, "line")})`} testId="settlement-hits">
          {formatPesos(settlement.hitsCentavos)}
        </Fact>
        <Fact label="Commission" testId="settlement-commission">
          {formatPesos(settlement.commissionCentavos)}
        </Fact>
        <Fact label="House result" testId="settlement-net">
          <span className={lost ? "text-danger fw-semibold" : "fw-semibold"}>
            {formatPesos(settlement.houseNetCentavos)}
          </span>
        </Fact>
        {settlement.refundedCentavos > 0 ? (
          <Fact label="Refunded">{formatPesos(settlement.refundedCentavos)}</Fact>
        ) : null}
      </dl>
    </ConsolePanel>
  );
}
