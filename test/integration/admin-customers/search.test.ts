import { beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer, uniqueEmail, type RegisteredCustomer } from '../accounts/account-client.ts';
import { firstAdmin } from '../ingestion/ingestion-client.ts';
import { useLocalTarget } from '../support/local-target.ts';
import { adminApi, type AdminApi } from './admin-client.ts';

const local = useLocalTarget();

let admin: AdminApi;
let adminEmail: string;
let marisol: RegisteredCustomer;
let maryAnn: RegisteredCustomer;
let quentin: RegisteredCustomer;
let adminLike: RegisteredCustomer;

const idsOf = (items: { id: string }[]) => items.map((item) => item.id).sort();

beforeAll(async () => {
  const cookie = await firstAdmin(local.target);
  admin = adminApi(local.target, cookie);
  const me = await fetch(`${local.target.urls.web}/api/user`, { headers: { cookie } });
  adminEmail = ((await me.json()) as { user: { email: string } }).user.email;
  [marisol, maryAnn, quentin, adminLike] = await Promise.all([
    registerCustomer(local.target, {
      firstName: 'Marisol',
      lastName: 'Okafor',
      email: 'm.okafor@example.com',
    }),
    registerCustomer(local.target, { firstName: 'Mary Ann', lastName: 'Vance', email: 'mav@example.org' }),
    registerCustomer(local.target, {
      firstName: 'Quentin',
      lastName: 'Okonkwo',
      email: 'quentin@example.net',
    }),
    // A customer whose e-mail starts like the admin's: found, while the admin is not.
    registerCustomer(local.target, { firstName: 'Ada', lastName: 'Minh', email: 'admin.fan@example.com' }),
  ]);
});

describe('admin customer search (local target)', () => {
  it('asks for at least 3 characters, trimmed, before it searches', async () => {
    for (const q of ['', 'ma', '  ma  ']) {
      const reply = await admin.search(q);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ success: false, message: 'Please enter at least 3 characters to search' });
    }
  });

  it('finds customers by e-mail prefix, ignoring case', async () => {
    const reply = await admin.search('M.OKA');

    expect(reply.status).toBe(200);
    expect(idsOf(reply.body.items)).toEqual([marisol.user.id]);
    expect(reply.body.items[0]).toEqual({
      id: marisol.user.id,
      firstName: 'Marisol',
      lastName: 'Okafor',
      email: 'm.okafor@example.com',
      transferEmail: marisol.user.transferEmail,
      phone: '+1 555 0100',
      isActive: true,
      createdAt: expect.any(String),
      lastLogin: expect.any(String),
      emailConfirmed: false,
      mustChangePassword: false,
    });
  });

  it('finds customers by transfer e-mail prefix', async () => {
    const prefix = quentin.user.transferEmail!.slice(0, 12).toUpperCase();

    const reply = await admin.search(prefix);

    expect(idsOf(reply.body.items)).toEqual([quentin.user.id]);
  });

  it('finds customers by first-name prefix, last-name prefix and "first last"', async () => {
    const byFirst = await admin.search('mari');
    const byLast = await admin.search('OKO');
    const byLastShared = await admin.search('oka');
    const byFull = await admin.search('Marisol Oka');
    const byTwoWordFirst = await admin.search('mary ann v');

    expect(idsOf(byFirst.body.items)).toEqual([marisol.user.id]);
    expect(idsOf(byLast.body.items)).toEqual([quentin.user.id]);
    expect(idsOf(byLastShared.body.items)).toEqual([marisol.user.id]);
    expect(idsOf(byFull.body.items)).toEqual([marisol.user.id]);
    expect(idsOf(byTwoWordFirst.body.items)).toEqual([maryAnn.user.id]);
  });

  it('merges matches of several fields once each, and honours the limit', async () => {
    // quentin@example.net matches by e-mail and by first name.
    const both = await admin.search('QUENT');
    const unlimited = await admin.search('mar');
    const limited = await admin.search('mar', 1);
    const several = await admin.search('okx');

    expect(both.body.items.map((item) => item.id)).toEqual([quentin.user.id]);
    expect(several.body.items).toEqual([]);
    expect(idsOf(unlimited.body.items)).toEqual(idsOf([marisol.user, maryAnn.user]));
    expect(limited.body.items).toHaveLength(1);
  });

  it('finds a customer by last-name prefix right after they registered, ignoring case', async () => {
    const registered = await registerCustomer(local.target, {
      firstName: 'Ingrid',
      lastName: 'Þórðardóttir-Ng',
      email: 'i.t@example.org',
    });

    const upper = await admin.search('ÞÓRÐ');
    const mixed = await admin.search('  þÓrðArdÓttir-n ');
    const whole = await admin.search('þórðardóttir-ng');
    const longer = await admin.search('þórðardóttir-ngo');

    expect(upper.status).toBe(200);
    expect(idsOf(upper.body.items)).toEqual([registered.user.id]);
    expect(upper.body.items[0]).toMatchObject({
      firstName: 'Ingrid',
      lastName: 'Þórðardóttir-Ng',
      email: 'i.t@example.org',
    });
    expect(idsOf(mixed.body.items)).toEqual([registered.user.id]);
    expect(idsOf(whole.body.items)).toEqual([registered.user.id]);
    expect(longer.body.items).toEqual([]);
  });

  it('lists customers sharing a last-name prefix by last name, then first name', async () => {
    const [ortiz, ortega, anaOrtega] = await Promise.all([
      registerCustomer(local.target, { firstName: 'Bruno', lastName: 'Ortiz', email: uniqueEmail('bo') }),
      registerCustomer(local.target, { firstName: 'Lucia', lastName: 'Ortega', email: uniqueEmail('lo') }),
      registerCustomer(local.target, { firstName: 'Ana', lastName: 'Ortega', email: uniqueEmail('ao') }),
    ]);

    const reply = await admin.search('ORT');
    const limited = await admin.search('ort', 2);

    expect(reply.body.items.map((item) => item.id)).toEqual([
      anaOrtega.user.id,
      ortega.user.id,
      ortiz.user.id,
    ]);
    expect(limited.body.items.map((item) => item.id)).toEqual([anaOrtega.user.id, ortega.user.id]);
  });

  it('finds a customer by a last name an admin just gave them', async () => {
    const renamed = await admin.patch(quentin.user.id, { lastName: 'Zylberstein' });

    const reply = await admin.search('ZYLB');

    expect(renamed.status).toBe(200);
    expect(idsOf(reply.body.items)).toEqual([quentin.user.id]);
    expect((await admin.search('okonk')).body.items).toEqual([]);
  });

  it('leaves admins out of the results', async () => {
    const reply = await admin.search(adminEmail.slice(0, 6));

    expect(idsOf(reply.body.items)).toEqual([adminLike.user.id]);
    expect(JSON.stringify(reply.body)).not.toContain(adminEmail);
  });
});
