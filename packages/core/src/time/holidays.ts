// HOLIDAY(name, date?, country?) (docs/query-object.md §3.4). Upstream uses the python-holidays package
// for every country; we ship the United States federal calendar (the default country) with the
// package's holiday names and without observed days.
import { addDateUnits, daysInMonth, naiveDate } from './calendar.ts';
import { TimeRangeError } from './time-range-error.ts';

/** Countries HOLIDAY() knows, ISO 3166 alpha-2. */
export const SUPPORTED_HOLIDAY_COUNTRIES = ['US'] as const;

/** The nth (1-based) given weekday (0 = Sunday) of a month; n = -1 means the last one. */
function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  if (n < 0) {
    const last = naiveDate(year, month, daysInMonth(year, month));
    return addDateUnits(last, -((last.getUTCDay() - weekday + 7) % 7), 'day');
  }
  const first = naiveDate(year, month, 1);
  return addDateUnits(first, ((weekday - first.getUTCDay() + 7) % 7) + (n - 1) * 7, 'day');
}

/** US federal holidays of one year in date order (names as python-holidays spells them). */
function usHolidays(year: number): { name: string; date: Date }[] {
  const list: { name: string; date: Date }[] = [
    { name: "New Year's Day", date: naiveDate(year, 1, 1) },
    { name: "Washington's Birthday", date: nthWeekday(year, 2, 1, 3) },
    { name: 'Memorial Day', date: nthWeekday(year, 5, 1, -1) },
    { name: 'Independence Day', date: naiveDate(year, 7, 4) },
    { name: 'Labor Day', date: nthWeekday(year, 9, 1, 1) },
    { name: 'Columbus Day', date: nthWeekday(year, 10, 1, 2) },
    { name: 'Veterans Day', date: naiveDate(year, 11, 11) },
    { name: 'Thanksgiving Day', date: nthWeekday(year, 11, 4, 4) },
    { name: 'Christmas Day', date: naiveDate(year, 12, 25) },
  ];
  // Both were created later; python-holidays only lists them from their first year.
  if (year >= 1986)
    list.push({ name: 'Martin Luther King Jr. Day', date: nthWeekday(year, 1, 1, 3) });
  if (year >= 2021)
    list.push({ name: 'Juneteenth National Independence Day', date: naiveDate(year, 6, 19) });
  return list.sort((a, b) => a.date.getTime() - b.date.getTime());
}

/**
 * Midnight of the first holiday of `year` in `country` whose name starts with `name`
 * (case-insensitive).
 * @throws TimeRangeError "Unable to find such a holiday: [name]", or for an unsupported country.
 */
export function findHoliday(name: string, year: number, country = 'US'): Date {
  if (country.toUpperCase() !== 'US') {
    throw new TimeRangeError('holiday', `Holidays are not available for country [${country}]`);
  }
  const wanted = name.toLowerCase();
  const hit = usHolidays(year).find((h) => h.name.toLowerCase().startsWith(wanted));
  if (!hit) throw new TimeRangeError('holiday', `Unable to find such a holiday: [${name}]`);
  return hit.date;
}
