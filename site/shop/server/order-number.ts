import { randomInt } from 'node:crypto';
import { todayIn } from '../../../runtime-shared/site-time';

/** Letters and digits that cannot be mistaken for one another when read out on the phone (no 0/O, 1/I/L). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * A new order number, e.g. `NC-261123-7KQ4XM`: the day in the site's zone, then 6 random characters
 * (31^6, about 887 million a day), so numbers reveal nothing about sales volume.
 * The column is unique; a collision fails the insert, which the caller retries.
 */
export function newOrderNumber(now: Date = new Date()): string {
  const day = todayIn(now).slice(2).replaceAll('-', '');
  let tail = '';
  for (let i = 0; i < 6; i++) tail += ALPHABET[randomInt(ALPHABET.length)];
  return `NC-${day}-${tail}`;
}
