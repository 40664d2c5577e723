import { GAME_REGISTRY, NUMBER_GAMES, type NumberGame } from "@sabong/shared/games";
import type { NumberGameSettings, NumberGameSettingsEntry } from "@sabong/shared/number-games";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { numberGameSettingsQuery, putNumberGameSettings } from "../../../api/number-games/admin.ts";
import { ErrorAlert } from "../../../components/ErrorAlert.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { SettingsForm } from "./SettingsForm.tsx";

/** /admin/number-games: each number game's settings (every change is audited; draws not yet open take it). */
export function NumberGameSettingsPage() {
  const [game, setGame] = useState<NumberGame>(NUMBER_GAMES[0]);
  const queryClient = useQueryClient();
  const query = useQuery(numberGameSettingsQuery());
  const save = useMutation({
    mutationFn: (settings: NumberGameSettings) => putNumberGameSettings(game, settings),
    onSuccess: (saved) =>
      queryClient.setQueryData<NumberGameSettingsEntry[]>(numberGameSettingsQuery().queryKey, (list) =>
        list?.map((entry) => (entry.game === saved.game ? saved : entry)),
      ),
  });
  const current = query.data?.find((entry) => entry.game === game);

  return (
    <>
      <PageHeader title="Number games" subtitle="Settings per game" />
      <ul className="nav nav-tabs mb-3">
        {NUMBER_GAMES.map((g) => (
          <li className="nav-item" key={g}>
            <button
              type="button"
              className={`nav-link${g === game ? " active" : ""}`}
              aria-current={g === game ? "page" : undefined}
              onClick={() => setGame(g)}
            >
              {GAME_REGISTRY[g].label}
            </button>
          </li>
        ))}
      </ul>
      {query.isPending ? (
        <Spinner label="Loading settings…" />
      ) : query.isError ? (
        <ErrorAlert error={query.error} announce={false} />
      ) : !current ? (
        <div className="alert alert-warning">No settings stored for {GAME_REGISTRY[game].label}.</div>
      ) : (
        <section className="card border-0 shadow-sm">
          <div className="card-body">
            {/* Remount per game so the form starts from that game's stored values. */}
            <SettingsForm key={game} game={game} settings={current.settings} onSave={save.mutateAsync} />
          </div>
        </section>
      )}
    </>
  );
}
