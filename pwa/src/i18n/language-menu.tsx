import { Languages } from 'lucide-react';
import { useId } from 'react';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '#core/i18n/locales';
import { cn } from '../ui/cn';
import { chooseLocale, useLocale, useT } from './i18n';

/**
 * The language menu of readers' and visitors' pages: each language named in itself (no flags),
 * a native select, which phones show as their own picker and screen readers know. A choice is
 * shown and kept for this browser's next visits, unless `choose` says otherwise (a kiosk, whose
 * next visitor starts in its kit's language, keeps none).
 */
export function LanguageMenu({
  className,
  choose = chooseLocale,
}: {
  className?: string;
  choose?: (locale: Locale) => Promise<void>;
}) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  return (
    <div className={cn('relative inline-flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <Languages
        className="pointer-events-none absolute start-2 size-4 text-fg-muted"
        aria-hidden
      />
      <select
        id={id}
        value={locale}
        onChange={(e) => {
          if (isLocale(e.target.value)) void choose(e.target.value);
        }}
        className="h-9 cursor-pointer appearance-none rounded-md border border-border bg-surface ps-8 pe-3 text-sm text-fg"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
