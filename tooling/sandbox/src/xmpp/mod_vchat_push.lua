-- Sandbox push trigger (issue 11, tooling/sandbox/PUSH.md): a message stanza addressed to a
-- user of this VirtualHost who has no available session (no resource with presence and a
-- priority of 0 or more, so nothing would be delivered now) is reported to the push service
-- component as
--   <message from='<host>' to='<vchat_push_jid>'>
--     <offline xmlns='urn:vchat:push' user='<bare jid>'><message .../></offline>
--   </message>
-- and then goes on as before (chat and normal messages to mod_offline, headlines dropped).
-- Only this server can send from its own domain, so the component can trust the notice.
-- Loaded from plugin_paths by the generated config (src/xmpp/prosody.ts).
local jid_split = require "util.jid".split;
local st = require "util.stanza";

local push_jid = module:get_option_string("vchat_push_jid", "hub." .. module.host);

local function has_available_session(bare)
	local user = prosody.bare_sessions[bare];
	if not user then return false; end
	for _, session in pairs(user.sessions or {}) do
		if session.presence and (session.priority or 0) >= 0 then return true; end
	end
	return false;
end

local function report(stanza, bare)
	local notice = st.message({ from = module.host, to = push_jid })
		:tag("offline", { xmlns = "urn:vchat:push", user = bare })
		:add_child(st.clone(stanza));
	module:send(notice);
	module:log("debug", "reported a message for %s, who has no session, to %s", bare, push_jid);
end

local function on_bare(event)
	local stanza = event.stanza;
	local t = stanza.attr.type;
	if t == "error" or t == "groupchat" then return; end
	local node, host = jid_split(stanza.attr.to);
	if not node or host ~= module.host then return; end
	local bare = node .. "@" .. host;
	if not has_available_session(bare) then report(stanza, bare); end
end

-- A chat or normal message to a resource that is gone falls back to the bare jid inside
-- mod_message (no second event), so it is looked at here.
local function on_full(event)
	local stanza = event.stanza;
	local t = stanza.attr.type or "normal";
	if t ~= "chat" and t ~= "normal" then return; end
	if prosody.full_sessions[stanza.attr.to] then return; end
	local node, host = jid_split(stanza.attr.to);
	if not node or host ~= module.host then return; end
	local bare = node .. "@" .. host;
	if not has_available_session(bare) then report(stanza, bare); end
end

-- Before mod_message (priority -1) routes it.
module:hook("message/bare", on_bare, 50);
module:hook("message/full", on_full, 50);
