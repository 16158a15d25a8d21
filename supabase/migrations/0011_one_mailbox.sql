-- 0011_one_mailbox.sql: the privacy pages cannot be turned against the people they protect. Runs on hosted Supabase
-- and on the local PGlite backend alike. Why each part is so: docs/DECISIONS.md ("One mailbox per address", "Only
-- published notices"); the patterns are the ones in supabase/functions/_shared/mailbox.ts and src/backend/limits.ts
-- (tests/integration/limits.test.ts keeps them equal).
--
-- 1. One address grammar: an e-mail address is one plain mailbox, local@domain (letters, digits and . _ + - before
--    the @, no leading, trailing or double dot; labels after it, with a dot and no trailing dot). Every table's
--    CHECK, private.mailbox_ok() and private.inbox_key() use it; inbox_key() is null for anything else, so a stored
--    address of another shape matches nobody. privacy_request() refuses any other contact, keeps the address exactly
--    as given, and its confirmation goes to that stored value: the address that was matched is the one mailed.
-- 2. Caps on privacy requests: per contact (3 in 10 minutes, per inbox or phone number in any spelling) as before,
--    and per client address (PRIVACY_REQUESTS_PER_ADDRESS in 10 minutes) through the same pre-request hook as the
--    forms (public.check_request(), 0006_hardening.sql).
-- 3. Only published notices: private.published_notices holds the notices the site publishes (version, text,
--    purposes), registered from the site's data by public.notices_publish() (the local server at start; hosted, the
--    deploy: docs/DEPLOY.md). A lead's notice_version must be one of them (a foreign key: a notice stays while any
--    enquiry refers to it), its purposes are the published ones, and the text and purposes a form sends are never
--    kept. A lead with no notice, or with a version the site never published, is still stored, marked
--    (notice_missing), and a version published later (the deploy and the registration raced) is then filled in.
--    "Send the notice" covers only what was stored before the first notice went live.
-- 4. A phone-only request is due the published period after it arrived, and is overdue like a confirmed one.
-- 5. Hidden and direction characters are refused in every stored source field (landing page, referrer, campaign
--    tags, click ids): the cleaning trigger drops them, and a CHECK holds it.
--
-- NOT VALID: rows stored before this migration are left as they are; every new row is checked.

-- 1. One address grammar ---------------------------------------------------------------------------------------

create or replace function private.mailbox_ok(value text) returns boolean
  language sql immutable parallel safe
  set search_path = ''
as $$
  select coalesce(char_length(value) <= 254 and value ~ '^[A-Za-z0-9_+\-]+(?:\.[A-Za-z0-9_+\-]+)*@[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?)+$', false)
$$;

-- The inbox an address reaches, from the same parsed value (null for anything that is not one plain mailbox).
create or replace function private.inbox_key(email text) returns text
  language sql immutable set search_path = ''
as $$
  select case when private.mailbox_ok(email) then
    regexp_replace(regexp_replace(regexp_replace(lower(email), '^([^+@]+)\+[^@]*@', '\1@'),
      '\.(?=[^@]*@(?:gmail|googlemail)\.com$)', '', 'g'), '@googlemail\.com$', '@gmail.com')
  end
$$;

alter table public.lead_submissions drop constraint if exists lead_submissions_email_check;
alter table public.lead_submissions
  add constraint lead_submissions_email_check
    check (char_length(email) <= 254 and email ~ '^[A-Za-z0-9_+\-]+(?:\.[A-Za-z0-9_+\-]+)*@[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?)+$') not valid;
alter table public.newsletter_subscriptions drop constraint if exists newsletter_subscriptions_email_check;
alter table public.newsletter_subscriptions
  add constraint newsletter_subscriptions_email_check
    check (char_length(email) <= 254 and email ~ '^[A-Za-z0-9_+\-]+(?:\.[A-Za-z0-9_+\-]+)*@[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?)+$') not valid;
alter table public.ebook_downloads drop constraint if exists ebook_downloads_email_check;
alter table public.ebook_downloads
  add constraint ebook_downloads_email_check
    check (char_length(email) <= 254 and email ~ '^[A-Za-z0-9_+\-]+(?:\.[A-Za-z0-9_+\-]+)*@[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?)+$') not valid;
alter table private.privacy_requests drop constraint if exists privacy_requests_email_check;
alter table private.privacy_requests
  add constraint privacy_requests_email_check check (email is null or private.mailbox_ok(email)) not valid;

-- 2. Caps on privacy requests ----------------------------------------------------------------------------------

-- The forms' cap per client address, and now the privacy requests' own (PostgREST's path /rpc/privacy_request).
create or replace function public.check_request() returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  -- SUBMISSION_WINDOW, SUBMISSIONS_PER_ADDRESS in src/backend/limits.ts
  win constant interval := interval '10 minutes';
  per_address constant int := 30;
  -- PRIVACY_REQUESTS_PER_ADDRESS in src/backend/privacy.ts
  privacy_per_address constant int := 5;
  headers json := nullif(current_setting('request.headers', true), '')::json;
  target text := substring(coalesce(current_setting('request.path', true), '') from '([a-z_]+)$');
  address text;
  who text;
  n bigint;
begin
  if coalesce(current_setting('request.method', true), '') <> 'POST'
     or target is null or target not in ('lead_submissions', 'newsletter_subscriptions', 'ebook_downloads', 'privacy_request')
     or private.request_role() not in ('anon', 'authenticated') then
    return;
  end if;
  address := coalesce(nullif(trim(headers ->> 'cf-connecting-ip'), ''),
                      nullif(trim(split_part(coalesce(headers ->> 'x-forwarded-for', ''), ',', 1)), ''));
  if address is null then
    return;
  end if;
  who := encode(sha256(convert_to(lower(address), 'UTF8')), 'hex');
  -- One request at a time per address, so concurrent requests cannot all pass the count together.
  perform pg_advisory_xact_lock(hashtextextended('client:' || target || ':' || who, 0));
  delete from private.client_submissions c where c.client = who and c.table_name = target and c.at <= now() - win;
  select count(*) into n from private.client_submissions c
   where c.client = who and c.table_name = target and c.at > now() - win;
  if target = 'privacy_request' and n >= privacy_per_address then
    raise exception 'Too many requests from this address in a short time.'
      using errcode = 'PT429', hint = 'Wait a few minutes and try again, or call us.';
  end if;
  if n >= per_address then
    raise exception 'Too many submissions from this address in a short time.'
      using errcode = 'PT429', hint = 'Wait a few minutes and try again, or call us.';
  end if;
  -- Counted only when the request's statement succeeds: a refused one rolls this back with it.
  insert into private.client_submissions (client, table_name) values (who, target);
end
$$;

revoke all on function public.check_request() from public;
grant execute on function public.check_request() to anon, authenticated, service_role;

-- A request from /privacy/choices. Answers nothing (void) whether or not anything is held; refuses only what is
-- malformed (22023) or too many requests (PT429). The contact is trimmed once; an e-mail one must then be one plain
-- mailbox, is stored as it is, and its confirmation goes to that stored value.
create or replace function public.privacy_request(kind text, contact text, details text default null)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  -- PRIVACY_REQUEST_WINDOW and PRIVACY_REQUESTS_PER_CONTACT in src/backend/privacy.ts
  win constant interval := interval '10 minutes';
  per_contact constant int := 3;
  c text := btrim(coalesce(contact, ''));
  is_email boolean := position('@' in btrim(coalesce(contact, ''))) > 0;
  key text;
  n bigint;
  token text;
  rid uuid;
  stored text;
begin
  if kind is null or kind not in ('withdraw', 'access', 'correct', 'erase', 'grievance') then
    raise exception 'Choose what you would like us to do.' using errcode = '22023';
  end if;
  if is_email and not private.mailbox_ok(c) then
    raise exception 'Enter one plain e-mail address, like name@example.com: no name, angle brackets, comma, quotes, spaces or dot at the end.'
      using errcode = '22023';
  end if;
  if not is_email and c !~ '^(?=.{0,20}$)[ +\(\)\-]*(?:[0-9][ +\(\)\-]*){10,15}$' then
    raise exception 'Enter the e-mail address or the phone number you gave us.' using errcode = '22023';
  end if;
  if char_length(details) > 2000 or details ~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]' then
    raise exception 'Please keep the details under 2000 characters, as plain text.' using errcode = '22023';
  end if;
  -- One contact in every spelling: an inbox (any case, no +tag, Gmail's dots) or a phone number's last 10 digits.
  key := case when is_email then 'inbox:' || private.inbox_key(c) else 'phone:' || private.phone_key(c) end;
  perform pg_advisory_xact_lock(hashtextextended('privacy:' || key, 0));
  select count(*) into n from private.privacy_requests r
   where r.created_at > now() - win
     and (case when r.email is not null then 'inbox:' || private.inbox_key(r.email) else 'phone:' || private.phone_key(r.phone) end) = key;
  if n >= per_contact then
    raise exception 'Too many requests for this contact in a short time.'
      using errcode = 'PT429', hint = 'Wait a few minutes and try again, or call us.';
  end if;
  if is_email then
    token := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
    insert into private.privacy_requests (kind, email, details, token_hash)
      values (kind, c, nullif(btrim(details), ''), encode(sha256(convert_to(token, 'UTF8')), 'hex'))
      returning id, email into rid, stored;
    -- To the person: the link, to the address as stored. The token is in the outbox only until the mail is sent.
    insert into private.notification_outbox (source_table, source_id, payload)
      values ('privacy_requests', rid, jsonb_build_object('request', kind, 'to', stored, 'token', token));
  else
    -- Due the published period after it arrived: the call back is the office's to make in time.
    insert into private.privacy_requests (kind, phone, details, state, due_at)
      values (kind, c, nullif(btrim(details), ''), 'to-call', now() + private.response_period())
      returning id into rid;
    -- To the office: call this number to confirm.
    insert into private.notification_outbox (source_table, source_id, payload)
      values ('privacy_requests', rid, jsonb_build_object('request', kind, 'phone', c, 'details', nullif(btrim(details), '')));
  end if;
end
$$;

-- 4. Carries out a confirmed request (as 0008_privacy.sql), keeping a phone request's due date from its arrival.
create or replace function private.apply_request(rid uuid) returns text
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  r private.privacy_requests;
  inbox text;
  ph text;
begin
  select * into r from private.privacy_requests where id = rid for update;
  inbox := private.inbox_key(r.email);
  ph := private.phone_key(r.phone);
  update private.privacy_requests
     set state = case when r.kind in ('withdraw', 'erase') then 'done' else 'confirmed' end,
         confirmed_at = now(), due_at = coalesce(r.due_at, now() + private.response_period()),
         handled_at = case when r.kind in ('withdraw', 'erase') then now() end,
         handled_by = case when r.kind in ('withdraw', 'erase') then coalesce(r.handled_by, 'the person, by the link') else r.handled_by end
   where id = rid;
  if r.kind in ('withdraw', 'erase') then
    insert into private.withdrawals (inbox, phone, request_id) values (inbox, ph, rid);
    update private.notification_outbox o set status = 'withheld', locked_until = null
     where o.status in ('pending', 'failed') and o.source_table <> 'privacy_requests'
       and ((inbox is not null and private.inbox_key(o.payload ->> 'email') = inbox)
         or (ph is not null and private.phone_key(o.payload ->> 'phone') = ph));
    delete from public.newsletter_subscriptions s where inbox is not null and private.inbox_key(s.email) = inbox;
  end if;
  if r.kind = 'erase' then
    with gone as (
      delete from public.lead_submissions l
       where (inbox is not null and private.inbox_key(l.email) = inbox) or (ph is not null and private.phone_key(l.phone) = ph)
      returning l.*)
    insert into private.sealed_records (source_table, source_id, record, purge_after, request_id)
      select 'lead_submissions', g.id, to_jsonb(g), now() + interval '1 year', rid from gone g;
    with gone as (
      delete from public.ebook_downloads d
       where (inbox is not null and private.inbox_key(d.email) = inbox) or (ph is not null and private.phone_key(d.phone) = ph)
      returning d.*)
    insert into private.sealed_records (source_table, source_id, record, purge_after, request_id)
      select 'ebook_downloads', g.id, to_jsonb(g), now() + interval '1 year', rid from gone g;
    delete from private.notification_outbox o
     where o.source_table <> 'privacy_requests'
       and ((inbox is not null and private.inbox_key(o.payload ->> 'email') = inbox)
         or (ph is not null and private.phone_key(o.payload ->> 'phone') = ph));
  end if;
  return r.kind;
end
$$;

-- The rights desk's list: a phone request waiting for its call back is overdue past its date too.
create or replace function public.privacy_requests_list(max_rows integer default 500)
  returns table (id uuid, kind text, email text, phone text, details text, state text, created_at timestamptz,
    confirmed_at timestamptz, due_at timestamptz, overdue boolean, handled_by text, handled_at timestamptz, note text)
  language sql stable security definer set search_path = ''
as $$
  select id, kind, email, phone, details, state, created_at, confirmed_at, due_at,
         state in ('confirmed', 'to-call') and due_at < now(), handled_by, handled_at, note
    from private.privacy_requests
   order by (state in ('confirmed', 'to-call') and due_at < now()) desc, coalesce(due_at, created_at)
   limit max_rows
$$;

-- 3. Only published notices ------------------------------------------------------------------------------------

create table if not exists private.published_notices (
  version text primary key,
  text text not null,
  purposes text not null,
  -- true: registered from the site's data by notices_publish(); false: recorded by a form before this migration
  -- (its text came from the visitor's browser and was never compared with the site's).
  checked boolean not null,
  -- When it was first known: registered, or (recorded before) first seen with an enquiry.
  published_at timestamptz not null default now(),
  -- When the site stopped showing it (a later registration without it); still taken from a page loaded before.
  retired_at timestamptz,
  constraint published_notices_version_check check (version ~ '^[0-9a-f]{64}$'),
  constraint published_notices_text_check check (char_length(text) <= 4000),
  constraint published_notices_purposes_check check (purposes ~ '^[a-z]{1,20}(,[a-z]{1,20}){0,9}$')
);
revoke all on private.published_notices from public, anon, authenticated;
grant all on private.published_notices to service_role;
alter table private.published_notices enable row level security;

-- What forms recorded before: kept, marked as not checked against the site.
insert into private.published_notices (version, text, purposes, checked, published_at)
  select v.version, v.text,
         coalesce((select l.notice_purposes from public.lead_submissions l where l.notice_version = v.version limit 1),
                  (select s.notice_purposes from public.newsletter_subscriptions s where s.notice_version = v.version limit 1),
                  'unknown'),
         false, v.first_seen
    from private.notice_versions v
  on conflict (version) do nothing;

alter table public.lead_submissions
  add column if not exists notice_missing text,
  add column if not exists notice_claimed text;
alter table public.newsletter_subscriptions
  add column if not exists notice_missing text,
  add column if not exists notice_claimed text;

alter table public.lead_submissions
  drop constraint if exists lead_submissions_notice_missing_check,
  drop constraint if exists lead_submissions_notice_version_fkey;
alter table public.lead_submissions
  add constraint lead_submissions_notice_missing_check
    check (notice_missing in ('not-sent', 'not-published') and (notice_claimed is null or notice_claimed ~ '^[0-9a-f]{64}$')),
  add constraint lead_submissions_notice_version_fkey
    foreign key (notice_version) references private.published_notices (version) not valid;
alter table public.newsletter_subscriptions
  drop constraint if exists newsletter_subscriptions_notice_missing_check,
  drop constraint if exists newsletter_subscriptions_notice_version_fkey;
alter table public.newsletter_subscriptions
  add constraint newsletter_subscriptions_notice_missing_check
    check (notice_missing in ('not-sent', 'not-published') and (notice_claimed is null or notice_claimed ~ '^[0-9a-f]{64}$')),
  add constraint newsletter_subscriptions_notice_version_fkey
    foreign key (notice_version) references private.published_notices (version) not valid;

-- The notice a row was sent under: one the site published, with its published purposes; the text and purposes
-- the form sent are never kept. Anything else is stored without a notice, marked.
create or replace function private.record_notice() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  published_purposes text;
begin
  new.notice_text := null;
  if new.notice_version is not null then
    select p.purposes into published_purposes from private.published_notices p
     where p.version = new.notice_version and p.checked;
  end if;
  if published_purposes is not null then
    new.notice_purposes := published_purposes;
    new.notice_at := now();
    new.notice_missing := null;
    new.notice_claimed := null;
  else
    new.notice_missing := case when new.notice_version is null then 'not-sent' else 'not-published' end;
    new.notice_claimed := case when new.notice_version ~ '^[0-9a-f]{64}$' then new.notice_version end;
    new.notice_version := null;
    new.notice_purposes := null;
    new.notice_at := null;
  end if;
  return new;
end
$$;

-- The site's notices, as published now (version, text, purposes for each form and language): each is checked
-- against its version and kept; one no longer among them is marked retired (still taken, and kept while any
-- enquiry refers to it); rows stored with a version registered only now get it. For the site's deploy and the
-- local server (service_role).
create or replace function public.notices_publish(notices jsonb)
  returns jsonb
  language plpgsql security definer set search_path = ''
as $$
declare
  item jsonb;
  n_published bigint := 0;
  n_retired bigint;
  n_leads bigint;
  n_signups bigint;
begin
  if jsonb_typeof(notices) is distinct from 'array' or jsonb_array_length(notices) = 0 then
    raise exception 'A list of the site''s notices is expected: nothing was published.' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('notices_publish', 0));
  for item in select x from jsonb_array_elements(notices) x loop
    if jsonb_typeof(item -> 'version') is distinct from 'string' or jsonb_typeof(item -> 'text') is distinct from 'string'
       or jsonb_typeof(item -> 'purposes') is distinct from 'string'
       or encode(sha256(convert_to(item ->> 'text', 'UTF8')), 'hex') <> (item ->> 'version')
       or (item ->> 'purposes') !~ '^[a-z]{1,20}(,[a-z]{1,20}){0,9}$' or char_length(item ->> 'text') > 4000 then
      raise exception 'A notice whose text is not its version, or whose purposes are not a list: nothing was published.'
        using errcode = '22023';
    end if;
    insert into private.published_notices (version, text, purposes, checked)
      values (item ->> 'version', item ->> 'text', item ->> 'purposes', true)
    on conflict (version) do update
      set text = excluded.text, purposes = excluded.purposes, checked = true, retired_at = null;
    n_published := n_published + 1;
  end loop;
  update private.published_notices p set retired_at = now()
   where p.retired_at is null and p.checked
     and p.version not in (select x ->> 'version' from jsonb_array_elements(notices) x);
  get diagnostics n_retired = row_count;
  update public.lead_submissions l
     set notice_version = p.version, notice_purposes = p.purposes, notice_at = l.created_at, notice_missing = null, notice_claimed = null
    from private.published_notices p
   where l.notice_claimed = p.version and p.checked;
  get diagnostics n_leads = row_count;
  update public.newsletter_subscriptions s
     set notice_version = p.version, notice_purposes = p.purposes, notice_at = s.created_at, notice_missing = null, notice_claimed = null
    from private.published_notices p
   where s.notice_claimed = p.version and p.checked;
  get diagnostics n_signups = row_count;
  return jsonb_build_object('published', n_published, 'retired', n_retired, 'filled_in', n_leads + n_signups);
end
$$;

-- The office shows a stored version as it was, and whether it was checked against the site's.
drop function if exists public.notice_version_text(text);
create or replace function public.notice_version_text(wanted text)
  returns table (version text, text text, first_seen timestamptz, checked boolean)
  language sql stable security definer set search_path = ''
as $$
  select version, text, published_at, checked from private.published_notices where version = wanted
$$;

drop table if exists private.notice_versions;

-- When this migration ran: the forms showed notices before it (0008_privacy.sql), so nobody stored after it is an
-- earlier enquirer, whether or not the site's notices were registered yet.
create table if not exists private.notice_mechanism (
  since timestamptz not null default now()
);
insert into private.notice_mechanism (since) select now() where not exists (select 1 from private.notice_mechanism);
revoke all on private.notice_mechanism from public, anon, authenticated;
grant all on private.notice_mechanism to service_role;
alter table private.notice_mechanism enable row level security;

-- Everyone stored before the first notice went live (the first one known, or this migration, whichever came first):
-- an e-mail inbox (with the name it gave last), or a phone only. A row stored since without a notice is marked
-- (notice_missing) and is never an earlier enquirer.
create or replace function private.earlier_people()
  returns table (inbox text, email text, name text, phone text)
  language sql stable security definer set search_path = ''
as $$
  with since as (
    select least((select min(p.published_at) from private.published_notices p),
                 (select min(m.since) from private.notice_mechanism m)) as at
  ), rows as (
    select l.email, l.name, l.phone, l.created_at from public.lead_submissions l, since
     where l.notice_version is null and l.notice_missing is null and l.created_at < since.at
    union all
    select d.email, d.name, d.phone, d.created_at from public.ebook_downloads d, since where d.created_at < since.at
    union all
    select s.email, null, null, s.created_at from public.newsletter_subscriptions s, since
     where s.notice_version is null and s.notice_missing is null and s.created_at < since.at
  ), keyed as (
    select private.inbox_key(email) as inbox, email, name, phone, private.phone_key(phone) as ph, created_at from rows
  )
  select distinct on (coalesce(k.inbox, k.ph)) k.inbox, k.email, k.name, k.phone
    from keyed k
   where coalesce(k.inbox, k.ph) is not null
     -- Not to a person who withdrew, nor to one who has since sent a form that showed the notice.
     and not exists (select 1 from private.withdrawals w
                      where (k.inbox is not null and w.inbox = k.inbox) or (k.ph is not null and w.phone = k.ph))
     and not exists (select 1 from public.lead_submissions l
                      where l.notice_version is not null
                        and ((k.inbox is not null and private.inbox_key(l.email) = k.inbox) or (k.ph is not null and private.phone_key(l.phone) = k.ph)))
     and not exists (select 1 from public.newsletter_subscriptions s
                      where s.notice_version is not null and k.inbox is not null and private.inbox_key(s.email) = k.inbox)
   order by coalesce(k.inbox, k.ph), k.created_at desc
$$;

-- Retention (0008_privacy.sql), and a notice the site retired a year ago that no enquiry refers to any more.
create or replace function public.privacy_purge(at timestamptz default now())
  returns jsonb
  language plpgsql security definer set search_path = ''
as $$
declare
  enquiry_years constant interval := interval '3 years';
  log_year constant interval := interval '1 year';
  leads bigint; guides bigint; outbox bigint; requests bigint; sealed bigint; withdrawn bigint; reads bigint; notices bigint;
begin
  delete from public.lead_submissions l
   where greatest(l.created_at, (select p.changed_at from private.enquiry_progress p where p.lead_id = l.id)) < at - enquiry_years;
  get diagnostics leads = row_count;
  delete from public.ebook_downloads where greatest(created_at, coalesce(viewed_at, created_at)) < at - enquiry_years;
  get diagnostics guides = row_count;
  delete from private.notification_outbox where created_at < at - log_year and status <> 'pending';
  get diagnostics outbox = row_count;
  delete from private.privacy_requests
   where coalesce(handled_at, created_at) < at - log_year and state in ('unconfirmed', 'done', 'refused');
  get diagnostics requests = row_count;
  delete from private.sealed_records where purge_after < at;
  get diagnostics sealed = row_count;
  delete from private.withdrawals where withdrawals.at < privacy_purge.at - log_year;
  get diagnostics withdrawn = row_count;
  delete from private.office_reads where office_reads.at < privacy_purge.at - log_year;
  get diagnostics reads = row_count;
  delete from private.published_notices p
   where p.retired_at < privacy_purge.at - log_year
     and not exists (select 1 from public.lead_submissions l where l.notice_version = p.version)
     and not exists (select 1 from public.newsletter_subscriptions s where s.notice_version = p.version);
  get diagnostics notices = row_count;
  return jsonb_build_object('lead_submissions', leads, 'ebook_downloads', guides, 'notification_outbox', outbox,
    'privacy_requests', requests, 'sealed_records', sealed, 'withdrawals', withdrawn, 'office_reads', reads,
    'published_notices', notices);
end
$$;

-- 5. Hidden characters in the source fields ----------------------------------------------------------------------

-- As 0007_sources.sql, with the landing page's hidden and direction characters dropped as the tags' are.
create or replace function private.clean_lead_source() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  -- A path of this site: starts with one /, no spaces, query, fragment or hidden character, at most 200 characters.
  if new.landing_page is not null and (new.landing_page !~ '^/(?!/)[^\s?#\\]{0,199}$'
     or new.landing_page ~ '[[:cntrl:]\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\u2800\u3164\ufeff\uffa0\ufff9-\ufffb]') then
    new.landing_page := null;
  end if;
  -- A host name: lower-case letters, digits, dots and dashes, with a dot, at most 253 characters.
  if new.referrer_host is not null and (new.referrer_host !~ '^[a-z0-9-]+(\.[a-z0-9-]+)+$' or char_length(new.referrer_host) > 253) then
    new.referrer_host := null;
  end if;
  new.utm_source := private.clean_tag(new.utm_source);
  new.utm_medium := private.clean_tag(new.utm_medium);
  new.utm_campaign := private.clean_tag(new.utm_campaign);
  new.utm_term := private.clean_tag(new.utm_term);
  new.utm_content := private.clean_tag(new.utm_content);
  new.gclid := private.clean_click(new.gclid);
  new.gbraid := private.clean_click(new.gbraid);
  new.wbraid := private.clean_click(new.wbraid);
  new.fbclid := private.clean_click(new.fbclid);
  new.msclkid := private.clean_click(new.msclkid);
  return new;
end
$$;

alter table public.lead_submissions drop constraint if exists lead_submissions_source_check;
alter table public.lead_submissions
  add constraint lead_submissions_source_check
    check ((coalesce(landing_page, '') || coalesce(referrer_host, '') || coalesce(utm_source, '') || coalesce(utm_medium, '') || coalesce(utm_campaign, '') || coalesce(utm_term, '') || coalesce(utm_content, '') || coalesce(gclid, '') || coalesce(gbraid, '') || coalesce(wbraid, '') || coalesce(fbclid, '') || coalesce(msclkid, '')) !~ '[\u0001-\u001f\u007f-\u009f]'
      and (coalesce(landing_page, '') || coalesce(referrer_host, '') || coalesce(utm_source, '') || coalesce(utm_medium, '') || coalesce(utm_campaign, '') || coalesce(utm_term, '') || coalesce(utm_content, '') || coalesce(gclid, '') || coalesce(gbraid, '') || coalesce(wbraid, '') || coalesce(fbclid, '') || coalesce(msclkid, '')) !~ '[\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\u2800\u3164\ufeff\uffa0\ufff9-\ufffb]') not valid;

-- Privileges -----------------------------------------------------------------------------------------------------
revoke all on all functions in schema private from public;
grant execute on function private.has_letter(text) to anon, authenticated, service_role;
revoke all on function public.notices_publish(jsonb), public.notice_version_text(text), public.privacy_requests_list(integer),
  public.privacy_purge(timestamptz)
  from public, anon, authenticated;
grant execute on function public.notices_publish(jsonb), public.notice_version_text(text), public.privacy_requests_list(integer),
  public.privacy_purge(timestamptz)
  to service_role;
revoke all on function public.privacy_request(text, text, text) from public;
grant execute on function public.privacy_request(text, text, text) to anon, service_role;
