-- 0001_leads.sql: the three tables the website writes to, their CHECK constraints, grants and
-- row-level security. Runs unchanged on hosted Supabase (`supabase db push` or the SQL editor) and on
-- the local PGlite backend (scripts/backend), which applies it once and records it.
--
-- Who may do what (the website only ever uses the public anon key):
--   lead_submissions, newsletter_subscriptions: anon may INSERT the form's columns, nothing else;
--     it can never read, change or delete a row (no SELECT/UPDATE/DELETE grant, no such policy).
--   ebook_downloads: anon may INSERT a guide row (id chosen by the browser with crypto.randomUUID(),
--     so it never needs to read the row back) and UPDATE only viewed_at and pages_viewed of the row it
--     names.
--
-- Design choice for the guide-view update (spec: PATCH /rest/v1/ebook_downloads?id=eq.<id> with
-- {viewed_at, pages_viewed}):
--   Postgres applies SELECT policies to an UPDATE whose WHERE reads a column, so without a SELECT
--   policy `update ... where id = $1` silently matches 0 rows and PostgREST still answers 204.
--   A SELECT policy `using (true)` would let anyone list every guide id. So the row is visible to anon
--   only when the request names it twice: in the filter and in the request header `x-guide-id`,
--   which PostgREST exposes as current_setting('request.headers'). The browser sends
--   `.update(...).eq('id', id).setHeader('x-guide-id', id).select('id')`; a returned empty list means
--   "no such guide" and is logged. The payload and the PATCH request stay as the spec gives them.
--   Rejected: a SECURITY DEFINER rpc `record_guide_view(id, page)` (changes the call the spec
--   describes), and `{count: 'exact'}` alone (still needs a SELECT policy to match any row).
--   anon holds SELECT on ebook_downloads.id only, so even the row it names reveals nothing but its id.
--
-- Limits here are mirrored in src/backend/limits.ts; tests/integration/limits.test.ts keeps the two
-- equal. Constraint names are part of that contract: rename in both places.

-- Roles exist on Supabase already; PGlite starts with none.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;

create table if not exists public.lead_submissions (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  phone text,
  message text,
  service text,
  source_page text not null,
  created_at timestamptz not null default now(),
  constraint lead_submissions_name_check check (char_length(name) <= 100 and name ~ '\S'),
  constraint lead_submissions_email_check
    check (char_length(email) <= 254 and email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  constraint lead_submissions_phone_check check (phone ~ '^[0-9 +\(\)\-]{7,20}$'),
  constraint lead_submissions_message_check check (char_length(message) <= 5000),
  constraint lead_submissions_service_check check (service in ('', 'business-registration',
    'compliance-services', 'financial-services', 'digital-services', 'consulting', 'ITR Filing')),
  constraint lead_submissions_source_page_check
    check (char_length(source_page) <= 200 and left(source_page, 1) = '/')
);

create table if not exists public.newsletter_subscriptions (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  source text,
  created_at timestamptz not null default now(),
  constraint newsletter_subscriptions_email_check
    check (char_length(email) <= 254 and email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  constraint newsletter_subscriptions_source_check check (char_length(source) <= 50)
);

-- One subscription per address, whatever its case: a second insert fails with 23505 (HTTP 409),
-- which the browser reads as "already subscribed".
create unique index if not exists newsletter_subscriptions_email_key
  on public.newsletter_subscriptions (lower(email));

create table if not exists public.ebook_downloads (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  phone text,
  created_at timestamptz not null default now(),
  viewed_at timestamptz,
  pages_viewed integer not null default 0,
  constraint ebook_downloads_name_check check (char_length(name) <= 100 and name ~ '\S'),
  constraint ebook_downloads_email_check
    check (char_length(email) <= 254 and email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  constraint ebook_downloads_phone_check check (phone ~ '^[0-9 +\(\)\-]{7,20}$'),
  constraint ebook_downloads_pages_viewed_check check (pages_viewed between 0 and 1000)
);

-- The guide id named by the request header x-guide-id, or null when absent or not a uuid.
-- nullif: outside PostgREST (and on PGlite after a previous transaction) the setting can be ''.
create or replace function public.requested_guide_id() returns uuid
  language sql stable
  set search_path = ''
as $$
  select case
    when h ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then h::uuid
  end
  from (select nullif(current_setting('request.headers', true), '')::json ->> 'x-guide-id' as h) s
$$;

-- Privileges: start from nothing (Supabase's default privileges grant ALL on new tables to anon
-- and authenticated), then grant column by column. The site has no sign-in, so authenticated gets
-- nothing; service_role (server-side only, bypasses RLS) gets everything.
revoke all on public.lead_submissions, public.newsletter_subscriptions, public.ebook_downloads
  from public, anon, authenticated;
grant all on public.lead_submissions, public.newsletter_subscriptions, public.ebook_downloads
  to service_role;

grant insert (name, email, phone, message, service, source_page) on public.lead_submissions to anon;
grant insert (email, source) on public.newsletter_subscriptions to anon;
grant insert (id, name, email, phone) on public.ebook_downloads to anon;
grant select (id) on public.ebook_downloads to anon;
grant update (viewed_at, pages_viewed) on public.ebook_downloads to anon;

alter table public.lead_submissions enable row level security;
alter table public.newsletter_subscriptions enable row level security;
alter table public.ebook_downloads enable row level security;

drop policy if exists lead_submissions_anon_insert on public.lead_submissions;
create policy lead_submissions_anon_insert on public.lead_submissions
  for insert to anon with check (true);

drop policy if exists newsletter_subscriptions_anon_insert on public.newsletter_subscriptions;
create policy newsletter_subscriptions_anon_insert on public.newsletter_subscriptions
  for insert to anon with check (true);

drop policy if exists ebook_downloads_anon_insert on public.ebook_downloads;
create policy ebook_downloads_anon_insert on public.ebook_downloads
  for insert to anon with check (true);

drop policy if exists ebook_downloads_anon_select_named on public.ebook_downloads;
create policy ebook_downloads_anon_select_named on public.ebook_downloads
  for select to anon using (id = public.requested_guide_id());

drop policy if exists ebook_downloads_anon_update_named on public.ebook_downloads;
create policy ebook_downloads_anon_update_named on public.ebook_downloads
  for update to anon
  using (id = public.requested_guide_id())
  with check (id = public.requested_guide_id());
