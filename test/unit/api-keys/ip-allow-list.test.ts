import { describe, expect, it } from 'vitest';
import { isIpAllowed, isIpOrCidr } from '../../../lambdas/core/api-keys/ip-allow-list.ts';

describe('the IP allow-list of a key', () => {
  it('allows every address when the list is empty', () => {
    expect(isIpAllowed('198.51.100.7', [])).toBe(true);
  });

  it('matches exact addresses and CIDR ranges, IPv4 and IPv6, in either spelling of IPv4', () => {
    const list = ['203.0.113.7', '10.1.0.0/16', '2001:db8::/32'];

    expect(isIpAllowed('203.0.113.7', list)).toBe(true);
    expect(isIpAllowed('::ffff:203.0.113.7', list)).toBe(true);
    expect(isIpAllowed('10.1.250.3', list)).toBe(true);
    expect(isIpAllowed('2001:db8:1::5', list)).toBe(true);
    expect(isIpAllowed('203.0.113.8', list)).toBe(false);
    expect(isIpAllowed('10.2.0.1', list)).toBe(false);
    expect(isIpAllowed('2001:db9::1', list)).toBe(false);
    expect(isIpAllowed('unknown', list)).toBe(false);
  });

  it('accepts only addresses and ranges as entries', () => {
    expect(['1.2.3.4', '1.2.3.0/24', '::1', '2001:db8::/48'].every(isIpOrCidr)).toBe(true);
    expect(['1.2.3', '1.2.3.4/33', 'example.com', '300.1.1.1', ''].some(isIpOrCidr)).toBe(false);
  });
});
