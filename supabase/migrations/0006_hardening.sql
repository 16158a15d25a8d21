-- 0006_hardening.sql: an address is an address, a flood from one machine is capped, and the outbox takes new
-- enquiries first and keeps each delivery it made. Runs on hosted Supabase and on the local PGlite backend alike.
-- The rules are the ones in src/backend/limits.ts (tests/integration/limits.test.ts keeps them equal).
--
-- 1. E-mail addresses: before the @ only letters, digits and . _ + ' - (what real mailboxes use). The
--    characters HTML's rule also lets through (! # $ % & * / = ? ^ ` { | } ~) made an address that plants
--    parameters in a mailto: link (ravi%40gmail.com?bcc=spy%40evil.example&x=@example.in). NOT VALID: rows
--    stored before are left as they are (every link to them is encoded: contactHref in
--    supabase/functions/_shared/notify.ts).
-- 2. A cap per client address: at most SUBMISSIONS_PER_ADDRESS rows per table in the window from one
--    machine, whatever addresses and phone numbers they carry; past it the same plain 429 as the other caps.
--    public.check_request() is PostgREST's pre-request hook (hosted: set on the role authenticator below;
--    the local backend calls it the same way, before each request's statement). It reads the client's address
--    from the request's headers: cf-connecting-ip (set by Cloudflare in front of Supabase), else the first
--    x-forwarded-for entry. Only a hash of the address is kept, for the window only.
-- 3. The outbox: a new enquiry's first try is claimed before retries of older ones; notify_delivered()
--    records one channel's delivery as soon as it is made (a crash then repeats only what was in flight), and
--    notify_renew() extends the lease of what a worker still holds, so the lease can be short.

-- 1. E-mail addresses.
alter table public.lead_submissions drop constraint if exists lead_submissions_email_check;
alter table public.lead_submissions
  add constraint lead_submissions_email_check
    check (char_length(email) <= 254 and email ~ '^[A-Za-z0-9._+''\-]+@[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?)+$') not valid;
alter table public.newsletter_subscriptions drop constraint if exists newsletter_subscriptions_email_check;
alter table public.newsletter_subscriptions
  add constraint newsletter_subscriptions_email_check
    check (char_length(email) <= 254 and email ~ '^[A-Za-z0-9._+''\-]+@[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?)+$') not valid;
alter table public.ebook_downloads drop constraint if exists ebook_downloads_email_check;
alter table public.ebook_downloads
  add constraint ebook_downloads_email_check
    check (char_length(email) <= 254 and email ~ '^[A-Za-z0-9._+''\-]+@[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?)+$') not valid;

-- 2. A cap per client address.
create table if not exists private.client_submissions (
  client text not null,
  table_name text not null,
  at timestamptz not null default now()
);
create index if not exists client_submissions_recent on private.client_submissions (client, table_name, at);
revoke all on private.client_submissions from public, anon, authenticated;
alter table private.client_submissions enable row level security;

create or replace function public.check_request() returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  -- SUBMISSION_WINDOW, SUBMISSIONS_PER_ADDRESS in src/backend/limits.ts
  win constant interval := interval '10 minutes';
  per_address constant int := 30;
  headers json := nullif(current_setting('request.headers', true), '')::json;
  target text := substring(coalesce(current_setting('request.path', true), '') from '([a-z_]+)$');
  address text;
  who text;
  n bigint;
begin
  if coalesce(current_setting('request.method', true), '') <> 'POST'
     or target is null or target not in ('lead_submissions', 'newsletter_subscriptions', 'ebook_downloads')
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
  if n >= per_address then
    raise exception 'Too many submissions from this address in a short time.'
      using errcode = 'PT429', hint = 'Wait a few minutes and try again, or call us.';
  end if;
  insert into private.client_submissions (client, table_name) values (who, target);
end
$$;

revoke all on function public.check_request() from public;
grant execute on function public.check_request() to anon, authenticated, service_role;

-- Hosted: PostgREST runs it before every request (the local backend has no role authenticator and calls it itself).
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'authenticator') then
    execute 'alter role authenticator set pgrst.db_pre_request = ''public.check_request''';
    perform pg_notify('pgrst', 'reload config');
  end if;
end
$$;

-- 3. The outbox: first tries before retries, each delivery kept as it is made, a lease that is renewed.
create or replace function public.notify_claim(max_rows integer default 20, lease_seconds integer default 60)
  returns table (id bigint, idempotency_key uuid, source_table text, payload jsonb, attempts integer,
    delivered text[], created_at timestamptz)
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  return query
    update private.notification_outbox o
       set attempts = o.attempts + 1,
           locked_until = now() + make_interval(secs => lease_seconds)
     where o.id in (
             select d.id from private.notification_outbox d
              where d.status = 'pending' and d.next_attempt_at <= now()
                and (d.locked_until is null or d.locked_until <= now())
              order by d.attempts > 0, d.id
              limit max_rows
                for update skip locked)
    returning o.id, o.idempotency_key, o.source_table, o.payload, o.attempts, o.delivered, o.created_at;
end
$$;

-- One channel took it: recorded now, the row stays claimed until it is settled.
create or replace function public.notify_delivered(notification_id bigint, channel text)
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  update private.notification_outbox
     set delivered = array(select distinct unnest(delivered || array[channel]) order by 1)
   where id = notification_id
$$;

-- The rows a worker still works on keep their lease for lease_seconds more.
create or replace function public.notify_renew(notification_ids bigint[], lease_seconds integer)
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  update private.notification_outbox
     set locked_until = now() + make_interval(secs => lease_seconds)
   where id = any(notification_ids) and status = 'pending' and locked_until is not null
$$;

revoke all on function public.notify_claim(integer, integer), public.notify_delivered(bigint, text),
  public.notify_renew(bigint[], integer)
  from public, anon, authenticated;
grant execute on function public.notify_claim(integer, integer), public.notify_delivered(bigint, text),
  public.notify_renew(bigint[], integer)
  to service_role;
