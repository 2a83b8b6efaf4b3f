import { db, type DataLayer } from '../db/client.ts';
import { NotFoundError } from '../http/errors.ts';
import { toEmailView } from '../ingestion/email-views.ts';
import { readEmailContent } from './email-content.ts';

/** GET /api/emails/{id}: the e-mail as listed plus its bodies from S3; 404 'Email not found'. */
export async function emailDetails(emailId: string, data: DataLayer = db()) {
  const { data: email } = await data.emails.get({ emailId }).go();
  if (!email) throw new NotFoundError('Email not found');
  return { ...toEmailView(email), ...(await readEmailContent(email)) };
}
