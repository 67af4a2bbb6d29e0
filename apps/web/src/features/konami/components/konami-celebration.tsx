import { CONFETTI_DURATION_MS, CONFETTI_PARTICLE_COUNT } from "@spc/shared";
import { useEffect, useRef, useState } from "react";
import { prefersReducedMotion } from "../../../lib/media";
import { useKonamiCode } from "../use-konami-code";
import "./konami-celebration.css";

// All pieces leave during the first half so the last ones can still land before the end.
const BURSTS = 10;
const BURST_INTERVAL_MS = 150;

/**
 * The hidden easter egg. canvas-confetti loads only once the sequence is typed, and draws on our
 * own canvas without a worker (a blob: worker would break a `self`-only CSP). The canvas carries
 * data-testid="confetti-active" while the celebration runs.
 */
export function KonamiCelebration() {
  const [active, setActive] = useState(false);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useKonamiCode(() => setActive(true));

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    let interval: ReturnType<typeof setInterval> | undefined;
    let reset: (() => void) | undefined;

    void import("canvas-confetti").then(({ default: confetti }) => {
      const canvas = canvasRef.current;
      if (cancelled || !canvas) return;
      const fire = confetti.create(canvas, { resize: true, useWorker: false });
      reset = () => fire.reset();
      if (prefersReducedMotion()) {
        void fire({
          particleCount: 24,
          spread: 60,
          startVelocity: 18,
          ticks: 80,
          origin: { y: 0.7 },
        });
        return;
      }
      let burst = 0;
      interval = setInterval(() => {
        void fire({
          particleCount: CONFETTI_PARTICLE_COUNT / BURSTS,
          angle: burst % 2 === 0 ? 60 : 120,
          spread: 70,
          origin: { x: burst % 2 === 0 ? 0 : 1, y: 0.7 },
        });
        burst += 1;
        if (burst === BURSTS) clearInterval(interval);
      }, BURST_INTERVAL_MS);
    });
    const stop = setTimeout(() => setActive(false), CONFETTI_DURATION_MS);

    return () => {
      cancelled = true;
      clearTimeout(stop);
      clearInterval(interval);
      reset?.();
    };
  }, [active]);

  if (!active) return null;
  return <canvas ref={canvasRef} className="konami-celebration" data-testid="confetti-active" />;
}
