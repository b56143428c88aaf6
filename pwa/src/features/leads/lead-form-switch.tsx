import { SettingSwitch } from '../../ui/setting-switch';
import { useLeadsT } from './leads-texts';

/** Edit → 'Ask readers for their e-mail': the lead form on the shared link and the embed page. */
export function LeadFormSwitch(props: { checked: boolean; onChange: (on: boolean) => void }) {
  const t = useLeadsT();
  return (
    <SettingSwitch
      label={t('leads.formSwitch')}
      hint={t('leads.formSwitchHint')}
      checked={props.checked}
      onChange={props.onChange}
    />
  );
}
