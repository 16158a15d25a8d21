-- 0003_lookalikes.sql: one address, one phone number and one visible text, however they are written.
-- Runs on hosted Supabase and on the local PGlite backend alike. The patterns are the ones in
-- src/backend/limits.ts (tests/integration/limits.test.ts keeps the two equal).
--
-- 1. E-mail addresses: the shape the browser's own type="email" field accepts (HTML's "valid e-mail
--    address"), with a dot in the domain. ASCII letters, digits and the address punctuation only, so no
--    invisible character, direction control, full-width form or look-alike letter from another alphabet
--    (a Cyrillic "а" for an "a") can make one address pass for another.
-- 2. The caps of 0002 count one address in any case and with or without a "+tag"
--    (name+x@example.in is name@example.in): the key is regexp_replace(lower(email), '^([^+@]+)\+[^@]*@', '\1@').
-- 3. A phone number, when given, holds 10 to 15 digits (spaces, +, - and brackets around them, at most
--    20 characters in all).
-- 4. Direction controls and characters that show as nothing (zero-width space, word joiner, byte-order
--    mark, Hangul fillers, braille blank...) are refused in every stored text field. Zero-width joiner
--    and non-joiner stay: Indian scripts need them.
--
-- NOT VALID: rows stored before this migration are left as they are (npm run leads escapes what they
-- hold); every new row is checked.

-- 1. E-mail addresses.
alter table public.lead_submissions drop constraint if exists lead_submissions_email_check;
alter table public.lead_submissions
  add constraint lead_submissions_email_check
    check (char_length(email) <= 254 and email ~ '^[A-Za-z0-9.!#$%&''*+\/=?^_`\{\|\}~\-]+@[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?)+$') not valid;
alter table public.newsletter_subscriptions drop constraint if exists newsletter_subscriptions_email_check;
alter table public.newsletter_subscriptions
  add constraint newsletter_subscriptions_email_check
    check (char_length(email) <= 254 and email ~ '^[A-Za-z0-9.!#$%&''*+\/=?^_`\{\|\}~\-]+@[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?)+$') not valid;
alter table public.ebook_downloads drop constraint if exists ebook_downloads_email_check;
alter table public.ebook_downloads
  add constraint ebook_downloads_email_check
    check (char_length(email) <= 254 and email ~ '^[A-Za-z0-9.!#$%&''*+\/=?^_`\{\|\}~\-]+@[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?)+$') not valid;

-- 2. The caps by address key. The indexes use built-in functions only (an index expression runs with
-- the inserting role's rights).
drop index if exists public.lead_submissions_email_recent;
drop index if exists public.ebook_downloads_email_recent;
create index if not exists lead_submissions_email_key_recent
  on public.lead_submissions ((regexp_replace(lower(email), '^([^+@]+)\+[^@]*@', '\1@')), created_at);
create index if not exists ebook_downloads_email_key_recent
  on public.ebook_downloads ((regexp_replace(lower(email), '^([^+@]+)\+[^@]*@', '\1@')), created_at);

create or replace function private.submission_cap() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  -- SUBMISSION_WINDOW, SUBMISSIONS_PER_EMAIL, SUBMISSIONS_PER_PHONE in src/backend/limits.ts
  win constant interval := interval '10 minutes';
  per_email constant int := 5;
  per_phone constant int := 20;
  by_email bigint;
  by_phone bigint := 0;
  address text := regexp_replace(lower(new.email), '^([^+@]+)\+[^@]*@', '\1@');
  digits text := right(regexp_replace(coalesce(new.phone, ''), '[^0-9]', '', 'g'), 10);
begin
  if private.request_role() not in ('anon', 'authenticated') then
    return new;
  end if;
  -- One writer at a time per address, so concurrent requests cannot all pass the count together.
  perform pg_advisory_xact_lock(hashtextextended(tg_table_name || ':' || address, 0));
  execute format(
    'select count(*) from public.%I where regexp_replace(lower(email), ''^([^+@]+)\+[^@]*@'', ''\1@'') = $1 and created_at > now() - $2',
    tg_table_name)
    into by_email using address, win;
  if digits <> '' then
    execute format(
      'select count(*) from public.%I where right(regexp_replace(coalesce(phone, ''''), ''[^0-9]'', '''', ''g''), 10) = $1 and created_at > now() - $2',
      tg_table_name)
      into by_phone using digits, win;
  end if;
  if by_email >= per_email or by_phone >= per_phone then
    raise exception 'Too many submissions with this % in a short time.', case when by_email >= per_email then 'e-mail address' else 'phone number' end
      using errcode = 'PT429', hint = 'Wait a few minutes and try again, or call us.';
  end if;
  return new;
end
$$;

revoke all on all functions in schema private from public;

-- 3. Phone numbers.
alter table public.lead_submissions drop constraint if exists lead_submissions_phone_check;
alter table public.lead_submissions
  add constraint lead_submissions_phone_check
    check (phone ~ '^(?=.{0,20}$)[ +\(\)\-]*(?:[0-9][ +\(\)\-]*){10,15}$') not valid;
alter table public.ebook_downloads drop constraint if exists ebook_downloads_phone_check;
alter table public.ebook_downloads
  add constraint ebook_downloads_phone_check
    check (phone ~ '^(?=.{0,20}$)[ +\(\)\-]*(?:[0-9][ +\(\)\-]*){10,15}$') not valid;

-- 4. Hidden characters, in every text field the visitor fills (e-mail and phone cannot hold them).
alter table public.lead_submissions drop constraint if exists lead_submissions_hidden_check;
alter table public.lead_submissions
  add constraint lead_submissions_hidden_check
    check ((name || coalesce(message, '') || coalesce(service, '') || source_page) !~ '[\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\u2800\u3164\ufeff\uffa0\ufff9-\ufffb]') not valid;
alter table public.newsletter_subscriptions drop constraint if exists newsletter_subscriptions_hidden_check;
alter table public.newsletter_subscriptions
  add constraint newsletter_subscriptions_hidden_check
    check (coalesce(source, '') !~ '[\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\u2800\u3164\ufeff\uffa0\ufff9-\ufffb]') not valid;
alter table public.ebook_downloads drop constraint if exists ebook_downloads_hidden_check;
alter table public.ebook_downloads
  add constraint ebook_downloads_hidden_check
    check (name !~ '[\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\u2800\u3164\ufeff\uffa0\ufff9-\ufffb]') not valid;
