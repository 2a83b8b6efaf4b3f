// Every route of spec 000 §2 and 001 §2.1. Screens are added to the router as their issues are built;
// until then these paths fall through to the not-found page.

export type CustomerAuthTab = 'signin' | 'register';
export type AccountSettingsTab = 'portal' | 'security' | 'notifications' | 'support' | 'legal';
export type AdminSettingsTab = 'account' | 'gmail' | 'extraction' | 'database' | 'ml-fields';

function withTab(path: string, tab: string | undefined): string {
  return tab ? `${path}?tab=${tab}` : path;
}

export const paths = {
  home: { path: '/', getHref: () => '/' },
  support: { path: '/support', getHref: () => '/support' },

  customer: {
    auth: {
      path: '/customer/auth',
      getHref: (tab?: CustomerAuthTab) => withTab('/customer/auth', tab === 'signin' ? undefined : tab),
    },
    dashboard: { path: '/customer/dashboard', getHref: () => '/customer/dashboard' },
  },

  account: {
    profile: { path: '/account/profile', getHref: () => '/account/profile' },
    settings: {
      path: '/account/settings',
      getHref: (tab?: AccountSettingsTab) => withTab('/account/settings', tab),
    },
  },

  resetPassword: {
    path: '/reset-password/:token',
    getHref: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  },
  verify: {
    path: '/verify/:token',
    getHref: (token: string) => `/verify/${encodeURIComponent(token)}`,
  },
  apiKeysDirect: { path: '/api-keys-direct', getHref: () => '/api-keys-direct' },
  // Issue 8: the readable reference of the external API (public, like the OpenAPI document it reads).
  apiReference: { path: '/api-reference', getHref: () => '/api-reference' },

  admin: {
    auth: { path: '/admin/auth', getHref: () => '/admin/auth' },
    root: { path: '/admin', getHref: () => '/admin' },
    dashboard: { path: '/admin/dashboard', getHref: () => '/admin/dashboard' },
    emails: { path: '/admin/emails', getHref: () => '/admin/emails' },
    cancelledTransfers: { path: '/admin/cancelled-transfers', getHref: () => '/admin/cancelled-transfers' },
    tickets: { path: '/admin/tickets', getHref: () => '/admin/tickets' },
    history: { path: '/admin/history', getHref: () => '/admin/history' },
    mlTraining: { path: '/admin/ml-training', getHref: () => '/admin/ml-training' },
    settings: {
      path: '/admin/settings',
      getHref: (tab?: AdminSettingsTab) => withTab('/admin/settings', tab),
    },
    apiKeys: { path: '/admin/api-keys', getHref: () => '/admin/api-keys' },
    webhooks: { path: '/admin/webhooks', getHref: () => '/admin/webhooks' },
    customers: { path: '/admin/customers', getHref: () => '/admin/customers' },
    emailTemplates: { path: '/admin/email-templates', getHref: () => '/admin/email-templates' },
    // Not in spec 001 §2.1: issue 7 asks for an audit log of admin changes that admins can read.
    auditLog: { path: '/admin/audit-log', getHref: () => '/admin/audit-log' },
    // Issue 9: the sellers' payouts (list, mark sent / paid, CSV).
    payouts: { path: '/admin/payouts', getHref: () => '/admin/payouts' },
    // Where the mailbox provider sends the admin back after consent (lambdas/core/gmail/gmail-client-settings.ts).
    gmailCallback: { path: '/admin/gmail/callback', getHref: () => '/admin/gmail/callback' },
  },

  // DESIGN §6.1: the spec's other spellings redirect to the routes above.
  legacy: {
    customerAuth: { path: '/customer-auth', redirectTo: '/customer/auth' },
    auth: { path: '/auth', redirectTo: '/customer/auth' },
    register: { path: '/register', redirectTo: '/customer/auth?tab=register' },
  },
} as const;
