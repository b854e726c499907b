import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { StopCreateBodySchema } from '#shared/schemas/stops.ts';
import { formProblems, formValuesOf, stopBody } from './stop-form-values.ts';

const filled = {
  ...formValuesOf(undefined, { date: '2026-11-27', start_time: '11:00', end_time: '14:00' }, 7),
  place_name: ' Market Square ',
};

describe('the stop form', () => {
  it('starts from the slot picked on the calendar and the truck shown', () => {
    expect(filled).toMatchObject({
      member_id: '7',
      starts_on: '2026-11-27',
      start_time: '11:00',
      end_time: '14:00',
    });
  });

  it('sends a body the API takes', () => {
    const body = stopBody({
      ...filled,
      latitude: '52,37',
      longitude: '4.89',
      weekly: true,
      repeat_until: '2027-03-01',
    });
    expect(body).toMatchObject({
      member_id: 7,
      place_name: 'Market Square',
      latitude: 52.37,
      longitude: 4.89,
      repeat: 'weekly',
      repeat_until: '2027-03-01',
      cancelled_reason: null,
    });
    expect(Value.Check(StopCreateBodySchema, body)).toBe(true);
    expect(Value.Check(StopCreateBodySchema, stopBody(filled))).toBe(true);
  });

  it('names what is wrong on its field before sending', () => {
    expect(formProblems(filled)).toEqual({});
    expect(formProblems({ ...filled, end_time: '10:00' })).toEqual({ end_time: 'Ends after it starts' });
    expect(formProblems({ ...filled, latitude: '52' })).toEqual({
      longitude: 'Both coordinates, or neither',
    });
    expect(formProblems({ ...filled, latitude: '95', longitude: '4' })).toEqual({
      latitude: 'Between −90 and 90',
    });
    expect(formProblems({ ...filled, cancelled: true })).toEqual({
      cancelled_reason: 'Say why: visitors see it',
    });
    expect(formProblems({ ...filled, member_id: null, place_name: '' })).toEqual({
      member_id: 'Choose the truck',
      place_name: 'Fill in the place',
    });
  });
});
