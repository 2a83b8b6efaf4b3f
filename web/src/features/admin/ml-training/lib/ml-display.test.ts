import { describe, expect, it } from 'vitest';

import { accuracyBand, emailIdOfTicket, fieldLabel, modelStatusLabel } from './ml-display';
import { mlTabFrom } from './ml-tabs';

describe('ML display helpers', () => {
  it('splits field names from camel case into words', () => {
    expect(fieldLabel('eventName')).toBe('Event Name');
    expect(fieldLabel('seats')).toBe('Seats');
    expect(fieldLabel('orderNumber2')).toBe('Order Number2');
  });

  it('puts accuracy into the spec bands: below 70, 70 to 89, 90 or more', () => {
    expect([69.9, 70, 89.9, 90, 100].map(accuracyBand)).toEqual([
      'low',
      'good',
      'good',
      'excellent',
      'excellent',
    ]);
  });

  it('names the model state: anything but training or ready is Not Trained', () => {
    expect(['training', 'ready', 'failed', 'not_trained', undefined].map(modelStatusLabel)).toEqual([
      'Training',
      'Ready',
      'Not Trained',
      'Not Trained',
      'Not Trained',
    ]);
  });

  it("finds a training item's e-mail in its ticket id", () => {
    expect(emailIdOfTicket('01JEMAIL~ABC~2')).toBe('01JEMAIL~ABC');
    expect(emailIdOfTicket('no-index')).toBeNull();
  });

  it('opens the tab named by ?tab=, else Overview', () => {
    expect(mlTabFrom('training-data')).toBe('training-data');
    expect(mlTabFrom('performance')).toBe('performance');
    expect(mlTabFrom('bogus')).toBe('overview');
    expect(mlTabFrom(null)).toBe('overview');
  });
});
