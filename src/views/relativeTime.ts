// Section 9: "Default date locale is English with short relative labels."

export type RelativeUnit =
  'seconds' | 'minute' | 'minutes' | 'hour' | 'hours' | 'day' | 'days' | 'month' | 'months' | 'year' | 'years'

const second = 1000
const minute = 60 * second
const hour = 60 * minute
const day = 24 * hour
const month = 30.436875 * day
const year = 365.25 * day

/**
 * Section 9: English short relative dates ("5 min", "3 hrs", "2 mo"), with the usual
 * thresholds: up to 44 seconds in seconds, 45-89 s one minute, up to 44 minutes in minutes,
 * then one hour, up to 21 hours, one day up to 35 hours, up to 25 days, one month up to 45
 * days, up to 10 months, one year up to 17 months, then years. The count is the rounded
 * distance either side of `now`; the catalogue words it (`date.<unit>`).
 */
export function relativeTime(at: string | number | Date, now: number): { unit: RelativeUnit; count: number } {
  const ms = Math.abs(now - new Date(at).getTime())
  const seconds = Math.round(ms / second)
  if (seconds <= 44) return { unit: 'seconds', count: seconds }
  if (seconds <= 89) return { unit: 'minute', count: 1 }
  const minutes = Math.round(ms / minute)
  if (minutes <= 44) return { unit: 'minutes', count: minutes }
  if (minutes <= 89) return { unit: 'hour', count: 1 }
  const hours = Math.round(ms / hour)
  if (hours <= 21) return { unit: 'hours', count: hours }
  if (hours <= 35) return { unit: 'day', count: 1 }
  const days = Math.round(ms / day)
  if (days <= 25) return { unit: 'days', count: days }
  if (days <= 45) return { unit: 'month', count: 1 }
  const months = Math.round(ms / month)
  if (months <= 10) return { unit: 'months', count: months }
  if (months <= 17) return { unit: 'year', count: 1 }
  return { unit: 'years', count: Math.round(ms / year) }
}
