import { LEAD_TEXTS } from '#core/leads';
import { SettingSwitch } from '../../ui/setting-switch';

/** Edit → 'Ask readers for their e-mail': the lead form on the shared link and the embed page. */
export function LeadFormSwitch(props: { checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <SettingSwitch
      label={LEAD_TEXTS.formSwitch}
      hint={
        <>
          The shared link and the embed page offer ‘{LEAD_TEXTS.readerTitle}’. Leads appear under
          Leads in your account menu.
        </>
      }
      checked={props.checked}
      onChange={props.onChange}
    />
  );
}
