import { Dialog } from 'radix-ui';
import { type FormEvent, useEffect, useState } from 'react';
import { KIT_LIMITS } from '#core/event-kit';
import { Button } from '#pwa/ui/button.tsx';
import { FormField } from '#pwa/ui/form-field.tsx';
import { Modal } from '#pwa/ui/modal.tsx';
import { useKitsT } from '../kits-texts';
import { type PinHash, pinMatches } from './kiosk-pin';
import { pinTries } from './pin-backoff';

/** After the hold on Exit: the PIN set when presenting started. A wrong one keeps the kiosk. */
export function ExitPinDialog(props: {
  open: boolean;
  pin: PinHash;
  onClose: () => void;
  onRight: () => void;
}) {
  const { open, pin, onClose, onRight } = props;
  const [value, setValue] = useState('');
  const [wrong, setWrong] = useState(false);
  const [checking, setChecking] = useState(false);
  const t = useKitsT();
  const { waitSeconds, waiting, waitUntil } = usePinWait();

  const close = () => {
    setValue('');
    setWrong(false);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pinTries(localStorage).read().waitUntil > Date.now()) return;
    setChecking(true);
    const right = await pinMatches(value, pin);
    setChecking(false);
    setValue('');
    setWrong(!right);
    if (right) {
      pinTries(localStorage).right();
      onRight();
      return;
    }
    waitUntil(pinTries(localStorage).wrongAt(Date.now()).waitUntil);
  };

  return (
    <Modal open={open} onClose={close} className="max-w-sm">
      <Dialog.Title className="text-lg font-semibold">{t('kits.exit.title')}</Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-fg-muted">
        {t('kits.exit.about')}
      </Dialog.Description>
      <form onSubmit={(e) => void submit(e)} className="mt-4 grid gap-4">
        <FormField
          label={t('kits.exit.pin')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          autoFocus
          maxLength={KIT_LIMITS.pinDigits.max}
          value={value}
          onChange={(e) => {
            setValue(e.target.value.replace(/\D/g, ''));
            setWrong(false);
          }}
          error={wrong ? t('kits.exit.wrong') : null}
        />
        {waiting && (
          <p role="status" className="text-sm text-fg-muted">
            {t('kits.exit.wait', { seconds: waitSeconds })}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={close}>
            {t('kits.exit.keep')}
          </Button>
          <Button
            type="submit"
            disabled={checking || waiting || value.length < KIT_LIMITS.pinDigits.min}
          >
            {t('kits.exit.stop')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * The seconds left before the next try: after a few wrong PINs each try waits longer
 * (pin-backoff.ts), across closes and reloads.
 */
function usePinWait() {
  const [until, setUntil] = useState(() => pinTries(localStorage).read().waitUntil);
  const [now, setNow] = useState(() => Date.now());
  const waitSeconds = Math.ceil((until - now) / 1000);
  const waiting = waitSeconds > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waiting]);
  const waitUntil = (time: number) => {
    setUntil(time);
    setNow(Date.now());
  };
  return { waitSeconds, waiting, waitUntil };
}
