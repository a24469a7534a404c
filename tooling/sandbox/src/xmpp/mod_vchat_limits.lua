-- Sandbox flood limit (security issue "one user can stall chat for everyone"): every stanza a
-- user's client sends (message, presence, iq; WebSocket or TCP) takes a token from a bucket of
-- the user's account (util.throttle): `vchat_stanza_burst` tokens, refilled at
-- `vchat_stanzas_per_second`. The bucket is shared by the user's sessions and outlives them, so
-- reconnecting does not refill it. Without a token the stanza is not routed (nor archived): a
-- message or an iq get/set is answered with
--   <error type="wait"><resource-constraint/><text>too many stanzas: slow down</text></error>
-- presence and iq results/errors are dropped. Components (XEP-0114) and the server's own
-- stanzas are never limited: Prosody fires "pre-stanza" only for stanzas of c2s sessions.
-- Bytes per second are limited separately by Prosody's mod_limits.
-- Loaded from plugin_paths by the generated config (src/xmpp/prosody.ts).
local throttle = require "util.throttle";
local new_cache = require "util.cache".new;
local st = require "util.stanza";

local burst = module:get_option_number("vchat_stanza_burst", 300);
local per_second = module:get_option_number("vchat_stanzas_per_second", 20);
-- Buckets of the most recently active accounts; an evicted one was idle, so it would be full
-- again anyway.
local buckets = new_cache(module:get_option_number("vchat_stanza_buckets", 10000));

local function bucket_of(username)
	local bucket = buckets:get(username);
	if not bucket then
		bucket = throttle.create(burst, burst / per_second);
		buckets:set(username, bucket);
	end
	return bucket;
end

local function limit(event)
	local origin, stanza = event.origin, event.stanza;
	if origin.type ~= "c2s" or not origin.username then return; end
	if bucket_of(origin.username):poll(1) then return; end
	if not origin.vchat_limited then
		origin.vchat_limited = true;
		module:log("warn", "%s sent more than %d stanzas at once or %s a second: refusing its stanzas",
			tostring(origin.full_jid), burst, tostring(per_second));
	end
	local name, t = stanza.name, stanza.attr.type;
	if (name == "message" and t ~= "error") or (name == "iq" and (t == "get" or t == "set")) then
		origin.send(st.error_reply(stanza, "wait", "resource-constraint", "too many stanzas: slow down"));
	end
	return true;
end

-- Before every other pre-stanza / pre-message handler (routing, archive, carbons).
module:hook("pre-stanza", limit, 1000);
