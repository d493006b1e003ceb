/*
 * Intl formatters, built once per locale and options and kept (docs/architecture.md,
 * "Formatting by locale"). Building one is costly: the first of a page loads ICU's data for the
 * locale (about 200 ms of a throttled phone's main thread, on a 4× CPU slowdown in Chromium),
 * later ones tens of milliseconds; formatting with a built one is cheap. The options passed here
 * are constants of the formatters in this folder, so each map holds a handful of entries per
 * locale the app speaks.
 */

/** The locale every formatter falls back to when given a tag Intl refuses (a RangeError). */
const FALLBACK_LOCALE = 'en';

function cachedBy<O extends object, F>(
  make: (locale: string, options: O) => F,
): (locale: string, options: O) => F {
  const built = new Map<string, F>();
  return (locale, options) => {
    const key = `${locale}\u0000${JSON.stringify(options)}`;
    let formatter = built.get(key);
    if (formatter === undefined) {
      try {
        formatter = make(locale, options);
      } catch (error) {
        if (!(error instanceof RangeError) || locale === FALLBACK_LOCALE) throw error;
        formatter = make(FALLBACK_LOCALE, options);
      }
      built.set(key, formatter);
    }
    return formatter;
  };
}

export const numberFormat = cachedBy(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

export const relativeTimeFormat = cachedBy(
  (locale, options: Intl.RelativeTimeFormatOptions) => new Intl.RelativeTimeFormat(locale, options),
);

export const dateTimeFormat = cachedBy(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

export const listFormat = cachedBy(
  (locale, options: Intl.ListFormatOptions) => new Intl.ListFormat(locale, options),
);

/** The language of a BCP 47 tag, lower-cased: "en" for "en-GB", "hi" for "hi-IN". */
export function languageOf(locale: string): string {
  return (locale.split('-')[0] ?? locale).toLowerCase();
}
