-- Where each enquiry came from: the page the visitor first landed on in their visit, the site that
-- sent them (its host only), the campaign tags of the link they arrived by and the ad platforms' click
-- identifiers. The website sends them with every lead (src/lib/visit-source.ts, cleaned there by the same
-- rules); anon may insert them. They are the visitor's browser's word, not the visitor's: whatever does not
-- look like one is dropped here (set to null) rather than refused, so a mangled link never costs an enquiry.

alter table public.lead_submissions
  add column if not exists landing_page text,
  add column if not exists referrer_host text,
  add column if not exists utm_source text,
  add column if not exists utm_medium text,
  add column if not exists utm_campaign text,
  add column if not exists utm_term text,
  add column if not exists utm_content text,
  add column if not exists gclid text,
  add column if not exists gbraid text,
  add column if not exists wbraid text,
  add column if not exists fbclid text,
  add column if not exists msclkid text;

grant insert (landing_page, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
  gclid, gbraid, wbraid, fbclid, msclkid) on public.lead_submissions to anon;

-- A campaign tag: trimmed, at most 100 characters, no control or invisible characters (the same list as
-- 0003_lookalikes.sql); otherwise null.
create or replace function private.clean_tag(value text) returns text
  language sql immutable
  set search_path = ''
as $$
  select case
    when value is null then null
    when btrim(value) = '' or char_length(btrim(value)) > 100 then null
    when btrim(value) ~ '[[:cntrl:]\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\u2800\u3164\ufeff\uffa0\ufff9-\ufffb]' then null
    else btrim(value)
  end
$$;

-- A click identifier: letters, digits and - _ . ~ only, at most 200; otherwise null.
create or replace function private.clean_click(value text) returns text
  language sql immutable
  set search_path = ''
as $$
  select case when value ~ '^[A-Za-z0-9._~-]{1,200}$' then value else null end
$$;

-- SECURITY DEFINER: anon has no use of the private schema (0002_abuse_limits.sql).
create or replace function private.clean_lead_source() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  -- A path of this site: starts with one /, no spaces, query or fragment, at most 200 characters.
  if new.landing_page is not null and new.landing_page !~ '^/(?!/)[^\s?#\\]{0,199}$' then
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

revoke all on all functions in schema private from public;

drop trigger if exists lead_submissions_clean_source on public.lead_submissions;
create trigger lead_submissions_clean_source before insert on public.lead_submissions
  for each row execute function private.clean_lead_source();
