import { useState } from 'react';
import { hasUnseen } from '#core/human-text';
import { LEAD_LIMITS } from '#core/leads';
import { useValue } from '#pwa/state/external-store';
import { FormField } from '#pwa/ui/form-field.tsx';
import { deviceNameStore, setDeviceName } from '../data/device-name';
import { useKitsT } from '../kits-texts';

/**
 * This device's name, which every lead its kiosk takes carries ('Tablet 2'), so a team with
 * several tablets at a show can tell them apart under Leads. Saved as it is typed, on this
 * device only.
 */
export function DeviceNameField() {
  const saved = useValue(deviceNameStore);
  const t = useKitsT();
  const [draft, setDraft] = useState(saved);
  const problem = hasUnseen(draft.trim()) ? t('kits.device.unseen') : null;
  return (
    <FormField
      label={t('kits.device.label')}
      value={draft}
      maxLength={LEAD_LIMITS.deviceMaxChars}
      autoComplete="off"
      className="max-w-sm"
      error={problem}
      hint={t('kits.device.hint')}
      onChange={(e) => {
        setDraft(e.target.value);
        const text = e.target.value.trim();
        if (!hasUnseen(text)) setDeviceName(text);
      }}
      onBlur={() => setDraft(deviceNameStore.get())}
    />
  );
}
