import { useState } from "react";
import { Button } from "../../../components/button/button";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";

// Three pairs, shuffled once per game. The game runs here; the server only records that it was
// finished ({ completed: true }), so nothing about it is trusted.
const SYMBOLS = ["snowflake", "mitten", "cocoa"] as const;
type SymbolName = (typeof SYMBOLS)[number];

function shuffled(): SymbolName[] {
  const cards = [...SYMBOLS, ...SYMBOLS];
  for (let i = cards.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [cards[i], cards[j]] = [cards[j] as SymbolName, cards[i] as SymbolName];
  }
  return cards;
}

const GLYPH: Record<SymbolName, string> = { snowflake: "❄", mitten: "🧤", cocoa: "☕" };

/** A small memory game: turn two cards, keep matching pairs; all matched enables the entry. */
export function MatchGame({ busy, onComplete }: { busy: boolean; onComplete: () => void }) {
  const intl = useIntl();
  const [cards] = useState(shuffled);
  const [matched, setMatched] = useState<number[]>([]);
  const [turned, setTurned] = useState<number[]>([]);
  const done = matched.length === cards.length;

  const turn = (index: number) => {
    if (turned.includes(index) || matched.includes(index)) return;
    if (turned.length === 2) {
      setTurned([index]);
      return;
    }
    const next = [...turned, index];
    setTurned(next);
    if (next.length === 2 && cards[next[0] as number] === cards[next[1] as number]) {
      setMatched((current) => [...current, ...next]);
      setTurned([]);
    }
  };

  const name = (symbol: SymbolName) =>
    symbol === "snowflake"
      ? intl.formatMessage({ id: "contests.game.snowflake" })
      : symbol === "mitten"
        ? intl.formatMessage({ id: "contests.game.mitten" })
        : intl.formatMessage({ id: "contests.game.cocoa" });

  return (
    <div className="contest__game">
      <p id="match-game-help">
        <FormattedMessage id="contests.game.help" />
      </p>
      <ul className="contest__game-grid" aria-describedby="match-game-help">
        {cards.map((symbol, index) => {
          const shown = turned.includes(index) || matched.includes(index);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the deck never changes during a game
            <li key={index}>
              <button
                type="button"
                className="contest__game-card"
                aria-pressed={shown}
                disabled={matched.includes(index)}
                onClick={() => turn(index)}
              >
                <span aria-hidden="true">{shown ? GLYPH[symbol] : "?"}</span>
                <span className="visually-hidden">
                  {shown
                    ? name(symbol)
                    : intl.formatMessage({ id: "contests.game.card" }, { number: index + 1 })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <p aria-live="polite">{done ? <FormattedMessage id="contests.game.done" /> : null}</p>
      <Button type="button" variant="primary" disabled={!done} busy={busy} onClick={onComplete}>
        <FormattedMessage id="contests.game.submit" />
      </Button>
    </div>
  );
}
