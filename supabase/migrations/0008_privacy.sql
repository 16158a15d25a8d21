-- 0008_privacy.sql: India's DPDP Act 2023 and Rules 2025 in the database. Runs on hosted Supabase
-- and on the local PGlite backend alike. Legal readings behind each part: docs/DECISIONS.md, the privacy
-- section, marked for the firm's counsel.
--
-- 1. The notice shown. Each enquiry and sign-up stores the version of the notice its form showed (the SHA-256
--    of the notice's text, src/forms/notice.ts), its purposes and the time. The site sends the text with the
--    version; the database checks that the text hashes to the version, keeps it once in
--    private.notice_versions (so any stored version can be shown as it was) and does not keep it on the row.
-- 2. Requests from /privacy/choices: public.privacy_request(kind, contact, details) (anon) answers the same
--    whatever is held; an e-mail request gets a confirmation link through the outbox, a phone-only one
--    reaches the office to confirm by a call. public.privacy_confirm(token) (anon) refuses a forged, used
--    or expired link and carries out a confirmed withdrawal or erasure at once; public.privacy_confirm_by_office
--    (service_role) does the same after the office's call. Capped per e-mail inbox and phone number like the
--    forms (0002_abuse_limits.sql).
-- 3. Withdrawal: every notification of that person waiting in the outbox is withheld, and notify_claim never
--    hands one out again, even one recorded by an enquiry that raced the withdrawal.
-- 4. Erasure: the person's rows leave every table the office reads (leads, sign-ups, guide rows, the outbox);
--    a copy is sealed in private.sealed_records, which no office function reads, and purged after a year
--    (DPDP Rules 2025, Rule 8(3)).
-- 5. Retention: public.privacy_purge(at) deletes enquiries 3 years after the last contact, logs and sealed
--    records after a year; the local server's notifier runs it, and pg_cron hosted where it exists.
-- 6. For the office: privacy_requests_list, privacy_request_handle,
--    notice_version_text, office_read_log / office_reads_list (who read what, kept a year).

-- 1. The notice shown -----------------------------------------------------------------------------------------

create table if not exists private.notice_versions (
  version text primary key,
  text text not null,
  first_seen timestamptz not null default now(),
  constraint notice_versions_version_check check (version ~ '^[0-9a-f]{64}$')
);
revoke all on private.notice_versions from public, anon, authenticated;
grant all on private.notice_versions to service_role;
alter table private.notice_versions enable row level security;

alter table public.lead_submissions
  add column if not exists notice_version text,
  add column if not exists notice_purposes text,
  add column if not exists notice_text text,
  add column if not exists notice_at timestamptz;
alter table public.newsletter_subscriptions
  add column if not exists notice_version text,
  add column if not exists notice_purposes text,
  add column if not exists notice_text text,
  add column if not exists notice_at timestamptz;

alter table public.lead_submissions drop constraint if exists lead_submissions_notice_check;
alter table public.lead_submissions
  add constraint lead_submissions_notice_check
    check (notice_version ~ '^[0-9a-f]{64}$' and notice_purposes ~ '^[a-z]{1,20}(,[a-z]{1,20}){0,9}$'
      and char_length(notice_text) <= 4000);
alter table public.newsletter_subscriptions drop constraint if exists newsletter_subscriptions_notice_check;
alter table public.newsletter_subscriptions
  add constraint newsletter_subscriptions_notice_check
    check (notice_version ~ '^[0-9a-f]{64}$' and notice_purposes ~ '^[a-z]{1,20}(,[a-z]{1,20}){0,9}$'
      and char_length(notice_text) <= 4000);

grant insert (notice_version, notice_purposes, notice_text) on public.lead_submissions to anon;
grant insert (notice_version, notice_purposes, notice_text) on public.newsletter_subscriptions to anon;

-- Checks the text against its version, keeps the text once, stamps the time; the row keeps only the version.
create or replace function private.record_notice() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if new.notice_version is null then
    new.notice_text := null;
    new.notice_purposes := null;
    return new;
  end if;
  if new.notice_text is null or encode(sha256(convert_to(new.notice_text, 'UTF8')), 'hex') <> new.notice_version then
    raise exception 'The privacy notice sent with this form does not match its version.'
      using errcode = '23514', hint = 'Reload the page and send the form again.';
  end if;
  insert into private.notice_versions (version, text) values (new.notice_version, new.notice_text)
    on conflict (version) do nothing;
  new.notice_text := null;
  new.notice_at := now();
  return new;
end
$$;

drop trigger if exists lead_submissions_notice on public.lead_submissions;
create trigger lead_submissions_notice before insert on public.lead_submissions
  for each row execute function private.record_notice();
drop trigger if exists newsletter_subscriptions_notice on public.newsletter_subscriptions;
create trigger newsletter_subscriptions_notice before insert on public.newsletter_subscriptions
  for each row execute function private.record_notice();

-- The office shows a stored version as it was.
create or replace function public.notice_version_text(wanted text)
  returns table (version text, text text, first_seen timestamptz)
  language sql stable security definer set search_path = ''
as $$
  select version, text, first_seen from private.notice_versions where version = wanted
$$;

-- 2. Requests --------------------------------------------------------------------------------------------------

-- One inbox however its address is spelt (0005_inbox_names.sql), and a phone number by its last 10 digits.
create or replace function private.inbox_key(email text) returns text
  language sql immutable set search_path = ''
as $$
  select regexp_replace(regexp_replace(regexp_replace(lower(email), '^([^+@]+)\+[^@]*@', '\1@'),
    '\.(?=[^@]*@(?:gmail|googlemail)\.com$)', '', 'g'), '@googlemail\.com$', '@gmail.com')
$$;
create or replace function private.phone_key(phone text) returns text
  language sql immutable set search_path = ''
as $$
  select nullif(right(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'), 10), '')
$$;

create table if not exists private.privacy_requests (
  id uuid primary key default gen_random_uuid(),
  kind text not null,
  email text,
  phone text,
  details text,
  token_hash text unique,
  state text not null default 'unconfirmed',
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  -- The published period (pages/privacy/choices.yaml, responseDays; the checker keeps it at 90 days or less).
  due_at timestamptz,
  handled_by text,
  handled_at timestamptz,
  note text,
  constraint privacy_requests_kind_check check (kind in ('withdraw', 'access', 'correct', 'erase', 'grievance')),
  constraint privacy_requests_state_check check (state in ('unconfirmed', 'to-call', 'confirmed', 'done', 'refused')),
  constraint privacy_requests_contact_check check (email is not null or phone is not null),
  constraint privacy_requests_details_check check (char_length(details) <= 2000)
);
create index if not exists privacy_requests_recent on private.privacy_requests (created_at);
revoke all on private.privacy_requests from public, anon, authenticated;
grant all on private.privacy_requests to service_role;
alter table private.privacy_requests enable row level security;

-- The response period of requests and grievances, in days (RESPONSE_DAYS in src/backend/privacy.ts, and
-- responseDays on /privacy/choices; tests/integration/privacy.test.ts keeps them equal).
create or replace function private.response_period() returns interval
  language sql immutable set search_path = '' as $$ select interval '30 days' $$;

-- Withdrawals: from `at`, nothing recorded before it is delivered for this inbox or phone.
create table if not exists private.withdrawals (
  id bigint generated always as identity primary key,
  inbox text,
  phone text,
  at timestamptz not null default now(),
  request_id uuid
);
create index if not exists withdrawals_inbox on private.withdrawals (inbox);
create index if not exists withdrawals_phone on private.withdrawals (phone);
revoke all on private.withdrawals from public, anon, authenticated;
grant all on private.withdrawals to service_role;
alter table private.withdrawals enable row level security;

-- Erased rows, sealed: no office function reads them; purged after purge_after.
create table if not exists private.sealed_records (
  id bigint generated always as identity primary key,
  source_table text not null,
  source_id uuid,
  record jsonb not null,
  sealed_at timestamptz not null default now(),
  purge_after timestamptz not null,
  request_id uuid
);
revoke all on private.sealed_records from public, anon, authenticated;
grant all on private.sealed_records to service_role;
alter table private.sealed_records enable row level security;

alter table private.notification_outbox drop constraint if exists notification_outbox_status_check;
alter table private.notification_outbox
  add constraint notification_outbox_status_check check (status in ('pending', 'sent', 'failed', 'withheld'));

-- A request from /privacy/choices. Answers nothing (void) whether or not anything is held; refuses only what
-- is malformed (22023) or too many requests for one contact in a short time (PT429).
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
begin
  if kind is null or kind not in ('withdraw', 'access', 'correct', 'erase', 'grievance') then
    raise exception 'Choose what you would like us to do.' using errcode = '22023';
  end if;
  if is_email and (char_length(c) > 254 or c !~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' or c ~ '[[:cntrl:]]') then
    raise exception 'Enter the e-mail address you gave us, like name@example.com.' using errcode = '22023';
  end if;
  if not is_email and (c !~ '^[0-9 +\(\)\-]{7,20}$' or char_length(regexp_replace(c, '[^0-9]', '', 'g')) < 10) then
    raise exception 'Enter the e-mail address or the phone number you gave us.' using errcode = '22023';
  end if;
  if char_length(details) > 2000 or details ~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]' then
    raise exception 'Please keep the details under 2000 characters, as plain text.' using errcode = '22023';
  end if;
  key := case when is_email then private.inbox_key(c) else private.phone_key(c) end;
  perform pg_advisory_xact_lock(hashtextextended('privacy:' || key, 0));
  select count(*) into n from private.privacy_requests r
   where r.created_at > now() - win
     and (case when is_email then private.inbox_key(r.email) else private.phone_key(r.phone) end) = key;
  if n >= per_contact then
    raise exception 'Too many requests for this contact in a short time.'
      using errcode = 'PT429', hint = 'Wait a few minutes and try again, or call us.';
  end if;
  if is_email then
    token := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
    insert into private.privacy_requests (kind, email, details, token_hash)
      values (kind, c, nullif(btrim(details), ''), encode(sha256(convert_to(token, 'UTF8')), 'hex'))
      returning id into rid;
    -- To the person: the link. The token is in the outbox only until the mail is sent (notify_settle).
    insert into private.notification_outbox (source_table, source_id, payload)
      values ('privacy_requests', rid, jsonb_build_object('request', kind, 'to', c, 'token', token));
  else
    insert into private.privacy_requests (kind, phone, details, state)
      values (kind, c, nullif(btrim(details), ''), 'to-call')
      returning id into rid;
    -- To the office: call this number to confirm.
    insert into private.notification_outbox (source_table, source_id, payload)
      values ('privacy_requests', rid, jsonb_build_object('request', kind, 'phone', c, 'details', nullif(btrim(details), '')));
  end if;
end
$$;

-- Carries out a confirmed request: a withdrawal stops every contact at once; an erasure also seals and
-- removes the person's rows; access, correction and grievance wait for the office with their due date.
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
         confirmed_at = now(), due_at = now() + private.response_period(),
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

-- The link in the e-mail. outcome: 'done' (withdrawal or erasure carried out), 'confirmed' (the office
-- answers by due_at), 'used' (this link was confirmed already), 'expired' (older than 7 days), 'unknown'
-- (a link we never sent). Nothing else is told.
create or replace function public.privacy_confirm(token text)
  returns table (outcome text, kind text, due_at timestamptz)
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  r private.privacy_requests;
begin
  if token is null or token !~ '^[0-9a-f]{64}$' then
    return query select 'unknown'::text, null::text, null::timestamptz;
    return;
  end if;
  select * into r from private.privacy_requests q
   where q.token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex') for update;
  if not found then
    return query select 'unknown'::text, null::text, null::timestamptz;
  elsif r.state <> 'unconfirmed' then
    return query select 'used'::text, r.kind, r.due_at;
  elsif r.created_at < now() - interval '7 days' then
    return query select 'expired'::text, r.kind, null::timestamptz;
  else
    perform private.apply_request(r.id);
    return query select case when r.kind in ('withdraw', 'erase') then 'done' else 'confirmed' end, r.kind,
      (select q.due_at from private.privacy_requests q where q.id = r.id);
  end if;
end
$$;

-- The office, after calling a phone-only requester back: confirmed (carried out as by the link) or refused.
create or replace function public.privacy_confirm_by_office(request_id uuid, confirmed boolean, by_whom text)
  returns text
  language plpgsql security definer set search_path = ''
as $$
declare
  r private.privacy_requests;
begin
  select * into r from private.privacy_requests where id = request_id for update;
  if not found or r.state <> 'to-call' then
    return 'not-waiting';
  end if;
  if not confirmed then
    update private.privacy_requests set state = 'refused', handled_by = by_whom, handled_at = now() where id = request_id;
    return 'refused';
  end if;
  update private.privacy_requests set handled_by = by_whom where id = request_id;
  perform private.apply_request(request_id);
  return 'confirmed';
end
$$;

-- The rights desk's list: every request, its due date, state and who handled it; overdue first.
create or replace function public.privacy_requests_list(max_rows integer default 500)
  returns table (id uuid, kind text, email text, phone text, details text, state text, created_at timestamptz,
    confirmed_at timestamptz, due_at timestamptz, overdue boolean, handled_by text, handled_at timestamptz, note text)
  language sql stable security definer set search_path = ''
as $$
  select id, kind, email, phone, details, state, created_at, confirmed_at, due_at,
         state = 'confirmed' and due_at < now(), handled_by, handled_at, note
    from private.privacy_requests
   order by (state = 'confirmed' and due_at < now()) desc, coalesce(due_at, created_at)
   limit max_rows
$$;

-- Access, correction or grievance answered (or refused), by whom, with a note.
create or replace function public.privacy_request_handle(request_id uuid, new_state text, by_whom text, note text)
  returns boolean
  language sql security definer set search_path = ''
as $$
  with done as (
    update private.privacy_requests
       set state = new_state, handled_by = by_whom, handled_at = now(), note = privacy_request_handle.note
     where id = request_id and state = 'confirmed' and new_state in ('done', 'refused')
    returning id)
  select exists (select 1 from done)
$$;

-- 3. The outbox never hands out a notification of a withdrawn person recorded before the withdrawal. -----------
create or replace function public.notify_claim(max_rows integer default 20, lease_seconds integer default 60)
  returns table (id bigint, idempotency_key uuid, source_table text, payload jsonb, attempts integer,
    delivered text[], created_at timestamptz)
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  update private.notification_outbox d set status = 'withheld', locked_until = null
   where d.status = 'pending' and d.source_table <> 'privacy_requests'
     and exists (select 1 from private.withdrawals w
                  where w.at >= d.created_at
                    and (w.inbox = private.inbox_key(d.payload ->> 'email') or w.phone = private.phone_key(d.payload ->> 'phone')));
  return query
    update private.notification_outbox o
       set attempts = o.attempts + 1,
           locked_until = now() + make_interval(secs => lease_seconds)
     where o.id in (
             select d.id from private.notification_outbox d
              where d.status = 'pending' and d.next_attempt_at <= now()
                and (d.locked_until is null or d.locked_until <= now())
              -- First tries before retries, as 0006_hardening.sql set it.
              order by d.attempts > 0, d.id
              limit max_rows
                for update skip locked)
    returning o.id, o.idempotency_key, o.source_table, o.payload, o.attempts, o.delivered, o.created_at;
end
$$;

-- A confirmation link, once sent, is not kept in the outbox.
create or replace function private.forget_token() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if new.source_table = 'privacy_requests' and new.status = 'sent' and new.payload ? 'token' then
    new.payload := new.payload - 'token';
  end if;
  return new;
end
$$;
drop trigger if exists notification_outbox_forget_token on private.notification_outbox;
create trigger notification_outbox_forget_token before update on private.notification_outbox
  for each row execute function private.forget_token();

-- 6. Who in the office read what (written by the office's server; shown to owners; kept a year). -----------
create table if not exists private.office_reads (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  who text not null,
  what text not null,
  rows_read uuid[] not null default '{}',
  export_kind text
);
revoke all on private.office_reads from public, anon, authenticated;
grant all on private.office_reads to service_role;
alter table private.office_reads enable row level security;

create or replace function public.office_read_log(who text, what text, rows_read uuid[] default '{}', export_kind text default null)
  returns void language sql security definer set search_path = ''
as $$
  insert into private.office_reads (who, what, rows_read, export_kind) values (who, what, coalesce(rows_read, '{}'), export_kind)
$$;
create or replace function public.office_reads_list(max_rows integer default 500)
  returns table (id bigint, at timestamptz, who text, what text, rows_read uuid[], export_kind text)
  language sql stable security definer set search_path = ''
as $$
  select id, at, who, what, rows_read, export_kind from private.office_reads order by id desc limit max_rows
$$;

-- 5. Retention ---------------------------------------------------------------------------------------------------
-- `at` is the clock (a test passes its own). Enquiries: 3 years after the last contact (the privacy policy): the
-- later of the enquiry and the office's last change of its progress (called, done: 0004_outbox.sql);
-- logs (the outbox, requests closed, withdrawals, who read what) and sealed records: one year.
create or replace function public.privacy_purge(at timestamptz default now())
  returns jsonb
  language plpgsql security definer set search_path = ''
as $$
declare
  enquiry_years constant interval := interval '3 years';
  log_year constant interval := interval '1 year';
  leads bigint; guides bigint; outbox bigint; requests bigint; sealed bigint; withdrawn bigint; reads bigint;
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
  return jsonb_build_object('lead_submissions', leads, 'ebook_downloads', guides, 'notification_outbox', outbox,
    'privacy_requests', requests, 'sealed_records', sealed, 'withdrawals', withdrawn, 'office_reads', reads);
end
$$;

revoke all on all functions in schema private from public;
grant execute on function private.has_letter(text) to anon, authenticated, service_role;
revoke all on function public.privacy_request(text, text, text), public.privacy_confirm(text),
  public.privacy_confirm_by_office(uuid, boolean, text), public.privacy_requests_list(integer),
  public.privacy_request_handle(uuid, text, text, text), public.notice_version_text(text),
  public.office_read_log(text, text, uuid[], text), public.office_reads_list(integer), public.privacy_purge(timestamptz),
  public.notify_claim(integer, integer)
  from public, anon, authenticated;
grant execute on function public.privacy_request(text, text, text), public.privacy_confirm(text) to anon, service_role;
grant execute on function public.privacy_confirm_by_office(uuid, boolean, text), public.privacy_requests_list(integer),
  public.privacy_request_handle(uuid, text, text, text), public.notice_version_text(text),
  public.office_read_log(text, text, uuid[], text), public.office_reads_list(integer), public.privacy_purge(timestamptz),
  public.notify_claim(integer, integer)
  to service_role;

-- Hosted: the purge every night at 03:17 UTC by pg_cron, where the extension exists (Supabase: Database ›
-- Extensions). PGlite has no pg_cron: the local server's notifier runs the purge (scripts/notify/dispatcher.ts).
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron;
      execute $cron$select cron.schedule('privacy-purge', '17 3 * * *', 'select public.privacy_purge()')$cron$;
    exception when others then
      raise notice 'pg_cron is not available here (%): schedule public.privacy_purge() another way (docs/DEPLOY.md).', sqlerrm;
    end;
  end if;
end
$$;
