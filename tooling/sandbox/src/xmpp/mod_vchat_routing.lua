-- Sandbox chat routing policy (issue 8.4, 16.7): a signed-in user's stanzas may go to the
-- product's components (anchors, hub, gift, help: other hosts than this VirtualHost), to the
-- server itself and to the user's own account, never to another user of this VirtualHost:
-- - messages: refused with <not-allowed/> "messages between users are not routed";
-- - IQs (vCard, PEP, anything): get/set refused with <not-allowed/>, results and errors dropped,
--   so a viewer cannot read another viewer's self-set vCard;
-- - presence (directed, subscription requests, probes): dropped, so viewers cannot see or
--   signal each other's presence.
-- Viewers talk to hosts and the hub; the product has no viewer-to-viewer chat.
-- Loaded from plugin_paths by the generated config (src/xmpp/prosody.ts).
local jid_split = require "util.jid".split;
local st = require "util.stanza";

-- True when the stanza goes from a user of this host to another user of this host.
local function user_to_other_user(event)
	if event.to_self then return false; end
	local origin, stanza = event.origin, event.stanza;
	local to = stanza.attr.to;
	if not to then return false; end
	local node, to_host = jid_split(to);
	if to_host ~= module.host or node == nil then return false; end
	if origin.type ~= "c2s" or origin.host ~= module.host then return false; end
	return node ~= origin.username;
end

local function refuse_message(event)
	if not user_to_other_user(event) then return; end
	local origin, stanza = event.origin, event.stanza;
	if stanza.attr.type ~= "error" then
		origin.send(st.error_reply(stanza, "cancel", "not-allowed", "messages between users are not routed"));
	end
	module:log("info", "refused a message from %s to %s", tostring(stanza.attr.from or origin.username), stanza.attr.to);
	return true;
end

local function refuse_iq(event)
	if not user_to_other_user(event) then return; end
	local origin, stanza = event.origin, event.stanza;
	local t = stanza.attr.type;
	if t == "get" or t == "set" then
		origin.send(st.error_reply(stanza, "cancel", "not-allowed", "requests between users are not routed"));
	end
	module:log("info", "refused an iq from %s to %s", tostring(stanza.attr.from or origin.username), stanza.attr.to);
	return true;
end

local function drop_presence(event)
	if not user_to_other_user(event) then return; end
	module:log("info", "dropped a presence from %s to %s", tostring(event.stanza.attr.from or event.origin.username), event.stanza.attr.to);
	return true;
end

module:hook("pre-message/bare", refuse_message, 200);
module:hook("pre-message/full", refuse_message, 200);
module:hook("pre-iq/bare", refuse_iq, 200);
module:hook("pre-iq/full", refuse_iq, 200);
module:hook("pre-presence/bare", drop_presence, 200);
module:hook("pre-presence/full", drop_presence, 200);
