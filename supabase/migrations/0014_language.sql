-- The language a visitor wrote in: each enquiry and newsletter sign-up records whether it was sent from an English
-- page or a Hindi one (pages/hi/, at /hi/...), so the call back starts in the visitor's language. The website sends
-- it with every form (src/backend/leads.ts); anon may insert it; anything but 'en' or 'hi' is refused, and a row
-- sent without it (an older page still open in a tab) is English. The office's Enquiries, the new-enquiry
-- notification (its payload is the row, 0004_outbox.sql), the CSV and `npm run leads` show it ("prefers Hindi").

alter table public.lead_submissions
  add column if not exists language text not null default 'en';
alter table public.lead_submissions
  drop constraint if exists lead_submissions_language_check;
alter table public.lead_submissions
  add constraint lead_submissions_language_check check (language in ('en', 'hi'));

alter table public.newsletter_subscriptions
  add column if not exists language text not null default 'en';
alter table public.newsletter_subscriptions
  drop constraint if exists newsletter_subscriptions_language_check;
alter table public.newsletter_subscriptions
  add constraint newsletter_subscriptions_language_check check (language in ('en', 'hi'));

grant insert (language) on public.lead_submissions to anon;
grant insert (language) on public.newsletter_subscriptions to anon;
