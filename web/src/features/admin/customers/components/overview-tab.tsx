import type { AdminCustomer } from '../api/schemas';
import { formatDate, formatDateTime } from '../lib/format-date';
import { profileFields } from '../lib/profile-fields';
import { AccountActiveSwitch } from './account-active-switch';
import { EditableField } from './editable-field';
import { RecentChanges } from './recent-changes';

/** Overview (spec 001 §2.13): the editable profile, the Account Active switch, dates, recent admin changes. */
export function OverviewTab({ customer }: { customer: AdminCustomer }) {
  return (
    <div className="grid gap-8">
      <div className="grid gap-4 md:grid-cols-2">
        {profileFields.map((field) => (
          <EditableField
            key={field.name}
            customerId={customer.id}
            name={field.name}
            label={field.label}
            type={field.type}
            placeholder={field.placeholder}
            value={customer[field.name] ?? ''}
            validate={field.validate}
            toChange={field.toChange}
          />
        ))}
      </div>
      <AccountActiveSwitch customer={customer} />
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <div className="grid gap-1">
          <dt className="text-muted-foreground">Account created</dt>
          <dd>{customer.createdAt ? formatDate(customer.createdAt) : 'Unknown'}</dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-muted-foreground">Last login</dt>
          <dd>{customer.lastLogin ? formatDateTime(customer.lastLogin) : 'Never'}</dd>
        </div>
      </dl>
      <RecentChanges customerId={customer.id} />
    </div>
  );
}
