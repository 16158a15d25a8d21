-- 0002_abuse_limits.sql: limits the database itself enforces on what anonymous visitors store, so a
-- bot that skips the website's forms (their honeypot and double-submit guard live in the browser) and
-- posts to the table API directly meets the same rules. Runs on hosted Supabase and on the local PGlite
-- backend alike. What Supabase adds in front (rate limits per IP, captcha) is in docs/DEPLOY.md.
--
-- 1. One row per request. The website always inserts one row; a statement-level trigger refuses an
--    INSERT of more than one row by an anonymous caller (one PostgREST request is one statement).
-- 2. A cap per e-mail address and per phone number over a short window (SUBMISSION_WINDOW below):
--    at most 5 rows with one address and 20 with one phone number (by its last 10 digits, however it is
--    written) in 10 minutes, per table. Past it the request is answered 429 (SQLSTATE PT429, which
--    PostgREST turns into that HTTP status); real visitors never come near it.
-- 3. Text that would harm the people who read leads: control characters (ANSI escapes, CR, NUL...)
--    are refused in every field but a message's line breaks and tabs, and a name must have something
--    visible in it (not only spaces, no-break spaces or zero-width characters).
--
-- Only anonymous callers (the site's anon key) are limited: the service role and the database owner
-- (imports, the admin's own tools) are not. Limits here are mirrored in src/backend/limits.ts;
-- tests/integration/limits.test.ts keeps the two equal.

create schema if not exists private;
revoke all on schema private from public;

-- The role the request came in with: PostgREST's JWT claim, else the session's role setting. Inside a
-- SECURITY DEFINER function current_user is the owner, so it cannot tell.
create or replace function private.request_role() returns text
  language sql stable
  set search_path = ''
as $$
  select coalesce(
    nullif(nullif(current_setting('request.jwt.claims', true), '')::json ->> 'role', ''),
    current_setting('role')
  )
$$;

-- 1. One row per request.
create or replace function private.one_row_per_request() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  n bigint;
begin
  if private.request_role() not in ('anon', 'authenticated') then
    return null;
  end if;
  select count(*) into n from inserted;
  if n > 1 then
    raise exception 'One submission per request: this request holds % rows.', n
      using errcode = 'P0001', hint = 'Send each submission as its own request.';
  end if;
  return null;
end
$$;

drop trigger if exists lead_submissions_one_row on public.lead_submissions;
create trigger lead_submissions_one_row after insert on public.lead_submissions
  referencing new table as inserted for each statement execute function private.one_row_per_request();
drop trigger if exists newsletter_subscriptions_one_row on public.newsletter_subscriptions;
create trigger newsletter_subscriptions_one_row after insert on public.newsletter_subscriptions
  referencing new table as inserted for each statement execute function private.one_row_per_request();
drop trigger if exists ebook_downloads_one_row on public.ebook_downloads;
create trigger ebook_downloads_one_row after insert on public.ebook_downloads
  referencing new table as inserted for each statement execute function private.one_row_per_request();

-- 2. A cap per e-mail address and phone number (its last 10 digits). Indexes use built-in functions
-- only: an index expression runs with the inserting role's rights.
create index if not exists lead_submissions_email_recent on public.lead_submissions (lower(email), created_at);
create index if not exists lead_submissions_phone_recent
  on public.lead_submissions ((right(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'), 10)), created_at);
create index if not exists ebook_downloads_email_recent on public.ebook_downloads (lower(email), created_at);
create index if not exists ebook_downloads_phone_recent
  on public.ebook_downloads ((right(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'), 10)), created_at);

-- SECURITY DEFINER: anon cannot read the tables it counts.
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
  digits text := right(regexp_replace(coalesce(new.phone, ''), '[^0-9]', '', 'g'), 10);
begin
  if private.request_role() not in ('anon', 'authenticated') then
    return new;
  end if;
  -- One writer at a time per address, so concurrent requests cannot all pass the count together.
  perform pg_advisory_xact_lock(hashtextextended(tg_table_name || ':' || lower(new.email), 0));
  execute format('select count(*) from public.%I where lower(email) = lower($1) and created_at > now() - $2', tg_table_name)
    into by_email using new.email, win;
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

drop trigger if exists lead_submissions_cap on public.lead_submissions;
create trigger lead_submissions_cap before insert on public.lead_submissions
  for each row execute function private.submission_cap();
drop trigger if exists ebook_downloads_cap on public.ebook_downloads;
create trigger ebook_downloads_cap before insert on public.ebook_downloads
  for each row execute function private.submission_cap();

-- 3. No control characters; names with something visible. NOT VALID: rows stored before this migration
-- are left as they are (npm run leads escapes them); every new row is checked.
alter table public.lead_submissions
  drop constraint if exists lead_submissions_name_check,
  drop constraint if exists lead_submissions_text_check;
alter table public.lead_submissions
  add constraint lead_submissions_name_check
    check (char_length(name) <= 100 and name ~ '[^\s\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]') not valid,
  add constraint lead_submissions_text_check
    check ((name || email || coalesce(phone, '') || coalesce(service, '') || source_page) !~ '[\u0001-\u001f\u007f-\u009f]'
      and coalesce(message, '') !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]') not valid;

alter table public.newsletter_subscriptions drop constraint if exists newsletter_subscriptions_text_check;
alter table public.newsletter_subscriptions
  add constraint newsletter_subscriptions_text_check
    check ((email || coalesce(source, '')) !~ '[\u0001-\u001f\u007f-\u009f]') not valid;

alter table public.ebook_downloads
  drop constraint if exists ebook_downloads_name_check,
  drop constraint if exists ebook_downloads_text_check;
alter table public.ebook_downloads
  add constraint ebook_downloads_name_check
    check (char_length(name) <= 100 and name ~ '[^\s\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]') not valid,
  add constraint ebook_downloads_text_check
    check ((name || email || coalesce(phone, '')) !~ '[\u0001-\u001f\u007f-\u009f]') not valid;
