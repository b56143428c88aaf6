import { MonitorPlay, MonitorX } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { KIT_LIMITS, pinProblem } from '#core/event-kit';
import type { EventKit } from '#offline/db';
import { Button } from '#pwa/ui/button.tsx';
import { FormField } from '#pwa/ui/form-field.tsx';
import { hashPin } from '../kiosk/kiosk-pin';
import { canKeepScreenOn } from '../kiosk/use-wake-lock';
import { useKitsT } from '../kits-texts';
import { startKiosk } from '../running-kiosk';

const { min, max } = KIT_LIMITS.pinDigits;
const holdSeconds = KIT_LIMITS.exitHoldMs / 1000;

/**
 * 'Start presenting': full screen where the browser allows, then the kiosk. An optional PIN, asked
 * for when leaving it, is kept only as a hash. `creatorName` words the kiosk's lead form.
 */
export function StartPresenting({ kit, creatorName }: { kit: EventKit; creatorName: string }) {
  const [pin, setPin] = useState('');
  const [wrongPin, setWrongPin] = useState(false);
  const t = useKitsT();

  const start = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = !!pin && pinProblem(pin) !== null;
    setWrongPin(wrong);
    if (wrong) return;
    // Asked first, while the click still counts as the user's: hashing the PIN takes a moment.
    void document.documentElement.requestFullscreen?.().catch(() => {});
    startKiosk({
      kitId: kit.id,
      ownerId: kit.ownerId,
      creatorName,
      pin: pin ? await hashPin(pin) : null,
    });
  };

  return (
    <form onSubmit={(e) => void start(e)} className="grid gap-4" noValidate>
      <FormField
        label={t('kits.present.pinLabel')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={max}
        value={pin}
        onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
        // The rule is core's (pinProblem); its words are the page's language's.
        error={wrongPin ? t('kits.present.pinProblem', { min, max }) : null}
        hint={t('kits.present.pinHint', { min, max, seconds: holdSeconds })}
        className="max-w-xs"
      />
      {!canKeepScreenOn() && (
        <p
          className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-200"
          data-testid="no-wake-lock"
        >
          <MonitorX className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('kits.present.noWakeLock')}
        </p>
      )}
      <div>
        <Button type="submit" size="lg" disabled={kit.flipbooks.length === 0}>
          <MonitorPlay className="size-5" aria-hidden /> {t('kits.present.start')}
        </Button>
      </div>
    </form>
  );
}
