// How long a lead waited reads in minutes, hours or days, with the day's form after the number.
import { describe, expect, it } from 'vitest';
import { textsFor } from '../text.ts';
import { deskSupervisionMessages, waitedWords } from './desk-supervision.ts';

const t = textsFor(deskSupervisionMessages, 'BA');
const min = 60_000;
const hour = 60 * min;
const day = 24 * hour;

describe('waitedWords', () => {
  it.each([
    [40 * min, '40 min'],
    [119 * min, '119 min'],
    [2 * hour, '2 h'],
    [47 * hour, '47 h'],
    [48 * hour, '2 dana'],
    // "kasni 994772 min" read as days.
    [994_772 * min, '690 dana'],
    [21 * day, '21 dan'],
    [11 * day, '11 dana'],
    [31 * day + hour, '31 dan'],
  ])('%d ms reads "%s"', (ms, words) => expect(waitedWords(ms, t)).toBe(words));
});
