import { type FormEvent, useState } from 'react';
import type { TeamDetail } from '#core/schemas/teams';
import { type ApiResult, failureText } from '../../../data/api-client';
import { Button } from '../../../ui/button';
import { FormAlert, FormField } from '../../../ui/form-field';
import { toast } from '../../../ui/toast';
import { useTeamsT } from '../team-texts';

/** A team's name, sent by `save` (create or rename); the server's refusal is shown above it. */
export function NameForm(props: {
  label: string;
  initial: string;
  submit: string;
  enabled: boolean;
  save: (name: string) => Promise<ApiResult<TeamDetail>>;
  done: (team: TeamDetail) => string;
  onSaved: (team: TeamDetail) => void;
}) {
  const t = useTeamsT();
  const [name, setName] = useState(props.initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const unchanged = name.trim() === props.initial.trim();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!event.currentTarget.reportValidity() || unchanged) return;
    setSaving(true);
    const outcome = await props.save(name.trim());
    setSaving(false);
    if (outcome.kind === 'ok') {
      setError(null);
      toast({ title: props.done(outcome.value) });
      props.onSaved(outcome.value);
    } else setError(failureText(outcome, t('teams.name.failed')));
  }

  return (
    <form className="grid gap-3" onSubmit={submit}>
      {error && <FormAlert>{error}</FormAlert>}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FormField
          label={props.label}
          name="team-name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
          className="sm:flex-1"
        />
        <Button type="submit" className="h-11" disabled={!props.enabled || saving || unchanged}>
          {props.submit}
        </Button>
      </div>
    </form>
  );
}
