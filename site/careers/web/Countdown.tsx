/** The time left until `endsAt`, by the server's clock (`offsetMs`: server minus browser); calls `onEnd` once at zero. */
import { useEffect, useRef, useState } from 'react';

const twoDigits = (n: number) => String(n).padStart(2, '0');

const secondsLeft = (endsAt: string, offsetMs: number) => Math.max(0, Math.ceil((Date.parse(endsAt) - (Date.now() + offsetMs)) / 1000));

export function Countdown({ endsAt, offsetMs, onEnd }: { endsAt: string; offsetMs: number; onEnd: () => void }) {
  const [seconds, setSeconds] = useState(() => secondsLeft(endsAt, offsetMs));
  const ended = useRef(false);
  useEffect(() => {
    const timer = window.setInterval(() => setSeconds(secondsLeft(endsAt, offsetMs)), 1000);
    return () => window.clearInterval(timer);
  }, [endsAt, offsetMs]);
  useEffect(() => {
    if (seconds === 0 && !ended.current) {
      ended.current = true;
      onEnd();
    }
  }, [seconds, onEnd]);
  return (
    <p className={`exam-countdown${seconds < 60 ? ' exam-countdown-low' : ''}`} role="timer" aria-live="off" aria-label="Time left">
      {twoDigits(Math.floor(seconds / 60))}:{twoDigits(seconds % 60)}
    </p>
  );
}
